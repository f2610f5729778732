import { randomUUID } from 'node:crypto'
import { EvmAdapter } from '@latchkit/adapter-evm'
import { createLatchKit, createMemoryStorage, type LatchKit } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type SolanaRig, startSolana } from '@latchkit/testing/solana'
import {
  closeSignClient,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing/walletconnect'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SolanaAdapter } from '../adapter/SolanaAdapter.js'
import { solanaDevnet } from '../networks/solanaNetworks.js'
import { rigNetwork } from '../test-utils/solanaTestSetup.js'

let evmRig: EvmRig
let solanaRig: SolanaRig
let relay: Relay
let wallet: WalletConnectWallet | undefined
let kit: LatchKit | undefined

beforeAll(async () => {
  ;[evmRig, solanaRig, relay] = await Promise.all([
    startEvm(),
    startSolana({ slotIntervalMs: 100 }),
    startRelay(),
  ])
})
afterAll(async () => {
  kit?.destroy()
  const provider = await kit?.getUniversalProvider()
  if (provider?.client) await closeSignClient(provider.client)
  await wallet?.stop()
  await Promise.all([relay?.stop(), evmRig?.stop(), solanaRig?.stop()])
})

it('one WalletConnect pairing carries eip155 and solana; the wallet approves both; a solana chainChanged moves solana only; disconnecting ends both', async () => {
  const [chainA] = evmRig.chains
  const keypair = solanaRig.accounts[0]?.keypair
  if (!keypair) throw new Error('The rig has accounts.')
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    evm: { chainIds: [chainA.chainId], rpcUrl: chainA.rpcUrl },
    solana: { keypair, rpcUrl: solanaRig.rpcUrl },
  })
  const evm = new EvmAdapter({ networks: [chainA.chain], pollingInterval: 50, storage: null })
  const solana = new SolanaAdapter({ networks: [rigNetwork(solanaRig), solanaDevnet], walletStandard: false })
  kit = createLatchKit({
    adapters: [evm, solana],
    networks: [...evm.networks, ...solana.networks],
    projectId: 'latchkit-test',
    metadata: { name: 'Test site', description: 'A LatchKit test', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    logger: { warn: () => undefined, error: () => undefined },
    walletConnect: { relayUrl: relay.url, storagePrefix: `latchkit-two-test-${randomUUID()}` },
  })
  await kit.ready
  const connecting = kit.connect({ connectorId: 'walletConnect' })
  await expect.poll(() => kit?.getState().walletConnect.uri, { timeout: 10_000 }).toMatch(/^wc:/)
  await wallet.pair(kit.getState().walletConnect.uri as string)
  await connecting

  expect(Object.keys(wallet.sessions.at(-1)?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
  expect(kit.getState().accounts.eip155).toMatchObject({ status: 'connected', address: wallet.evmAddress })
  expect(kit.getState().accounts.solana).toMatchObject({
    status: 'connected',
    address: keypair.publicKey.toBase58(),
  })
  const signature = await solana.signMessage({ connectorId: 'walletConnect', message: 'both namespaces' })
  expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)

  // The wallet moves its solana part to devnet: the Solana connection follows, the EVM one stays.
  const session = wallet.sessions.at(-1)
  if (!session) throw new Error('The wallet holds a session.')
  const evmBefore = { ...kit.getState().accounts.eip155 }
  const evmNetwork = kit.getState().network.byNamespace.eip155?.caipNetwork?.caipNetworkId
  await wallet.client.emit({
    topic: session.topic,
    event: { name: 'chainChanged', data: solanaDevnet.caipNetworkId },
    chainId: solanaDevnet.caipNetworkId,
  })
  await expect
    .poll(() => kit?.getState().network.byNamespace.solana?.caipNetwork?.caipNetworkId, { timeout: 10_000 })
    .toBe(solanaDevnet.caipNetworkId)
  expect(kit.getState().network.byNamespace.eip155?.caipNetwork?.caipNetworkId).toBe(evmNetwork)
  expect(kit.getState().accounts.eip155).toMatchObject({
    status: 'connected',
    address: evmBefore.address,
    caipAddress: evmBefore.caipAddress,
  })

  await kit.disconnect({ namespace: 'solana' })
  expect(kit.getState().accounts.solana?.status).toBe('disconnected')
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  evm.destroy()
  solana.destroy()
})
