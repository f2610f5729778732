import { randomUUID } from 'node:crypto'
import UniversalProvider from '@walletconnect/universal-provider'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { closeSignClient } from './closeSignClient.js'
import { recordRemoteDials } from './recordRemoteDials.js'
import { type Relay, startRelay } from './startRelay.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

describe('the rig wallet with @walletconnect/universal-provider', () => {
  const dials = recordRemoteDials()
  const isVitest = process.env.IS_VITEST
  let relay: Relay
  let evm: EvmRig
  let wallet: WalletConnectWallet
  let provider: UniversalProvider

  beforeAll(async () => {
    // Without IS_VITEST the clients take the paths a demo takes (Verify, telemetry switches).
    delete process.env.IS_VITEST
    ;[relay, evm] = await Promise.all([startRelay(), startEvm({ accountCount: 3 })])
    const [chainA] = evm.chains
    ;[wallet, provider] = await Promise.all([
      startWalletConnectWallet({
        relayUrl: relay.url,
        evm: { chainIds: [chainA.chainId], privateKey: evm.accounts[1]?.privateKey, rpcUrl: chainA.rpcUrl },
      }),
      UniversalProvider.init({
        projectId: 'latchkit-rig',
        relayUrl: relay.url,
        logger: 'silent',
        telemetryEnabled: false,
        customStoragePrefix: `latchkit-rig-dapp-${randomUUID()}`,
        metadata: {
          name: 'Rig dapp',
          description: 'A dapp in a LatchKit test',
          url: 'http://127.0.0.1',
          icons: [],
        },
      }),
    ])
  }, 30_000)

  afterAll(async () => {
    await provider?.disconnect().catch(() => undefined)
    if (provider?.client) await closeSignClient(provider.client)
    await wallet?.stop()
    await Promise.all([relay?.stop(), evm?.stop()])
    dials.stop()
    if (isVitest !== undefined) process.env.IS_VITEST = isVitest
  })

  it('connects over the rig relay and answers eth_accounts, personal_sign and eth_sendTransaction', async () => {
    const [chainA] = evm.chains
    const caipChainId = `eip155:${chainA.chainId}`
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    const session = await provider.connect({
      optionalNamespaces: {
        eip155: {
          chains: [caipChainId],
          methods: ['eth_accounts', 'personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { [caipChainId]: chainA.rpcUrl },
        },
      },
    })
    expect(session?.peer.metadata.name).toBe('LatchKit Rig Wallet')

    const address = wallet.evmAddress as Hex
    expect(await provider.request({ method: 'eth_accounts' }, caipChainId)).toEqual([address])
    const signature = await provider.request<Hex>(
      { method: 'personal_sign', params: ['0x6869', address] },
      caipChainId,
    )
    expect(await verifyMessage({ address, message: 'hi', signature })).toBe(true)

    const recipient = evm.accounts[2]?.address as Hex
    const client = createPublicClient({
      chain: chainA.chain,
      transport: http(chainA.rpcUrl),
      pollingInterval: 50,
    })
    const balanceBefore = await client.getBalance({ address: recipient })
    const hash = await provider.request<Hex>(
      {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: recipient, value: '0xde0b6b3a7640000' }],
      },
      caipChainId,
    )
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(balanceBefore + parseEther('1'))
  })

  it('dialled nothing but 127.0.0.1', () => {
    expect(dials.remoteHosts).toEqual([])
  })
})
