import type SignClient from '@walletconnect/sign-client'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSignClient } from './closeSignClient.js'
import { type Relay, startRelay } from './startRelay.js'
import { startSignClientDapp } from './startSignClientDapp.js'
import { startWalletConnectWallet, type WalletConnectWallet } from './startWalletConnectWallet.js'

describe('a relay restart in the middle of a session', () => {
  let relay: Relay
  let dapp: SignClient
  let wallet: WalletConnectWallet

  beforeAll(async () => {
    relay = await startRelay()
    ;[dapp, wallet] = await Promise.all([
      startSignClientDapp(relay.url),
      startWalletConnectWallet({ relayUrl: relay.url, evm: { chainIds: [31337] } }),
    ])
  })

  afterAll(async () => {
    await wallet?.stop()
    if (dapp) await closeSignClient(dapp)
    await relay?.stop()
  })

  it('is survived by dapp and wallet: the next request still completes', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
    })
    await wallet.pair(uri as string)
    const { topic } = await approval()
    const address = wallet.evmAddress as Hex
    const sign = (text: string) =>
      dapp.request<Hex>({
        topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [`0x${Buffer.from(text).toString('hex')}`, address] },
      })
    expect(await verifyMessage({ address, message: 'before', signature: await sign('before') })).toBe(true)

    // Both clients see their socket drop and reconnect on their own (a request sent into the
    // dying socket would wait for the client's 15 s publish retry, so wait as a user would).
    const reconnected = Promise.all(
      [dapp, wallet.client].map(
        (client) => new Promise((resolve) => client.core.relayer.once('relayer_connect', resolve)),
      ),
    )
    const restartedAt = performance.now()
    await relay.restart()
    await reconnected
    expect(performance.now() - restartedAt).toBeLessThan(2_000)
    expect(await verifyMessage({ address, message: 'after', signature: await sign('after') })).toBe(true)
    expect(wallet.requests.map(({ outcome }) => outcome)).toEqual(['answered', 'answered'])
  })
})
