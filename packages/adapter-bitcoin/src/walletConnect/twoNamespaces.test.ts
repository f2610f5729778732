import { randomUUID } from 'node:crypto'
import { EvmAdapter } from '@latchkit/adapter-evm'
import { createLatchKit, createMemoryStorage, type LatchKit } from '@latchkit/core'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  closeSignClient,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing/walletconnect'
import { createBitcoinWallet } from '@latchkit/testing/wallets'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
import { type RegtestNetwork, startRegtestNetwork } from '../test-utils/regtestNetwork.js'

let evmRig: EvmRig
let regtest: RegtestNetwork
let relay: Relay
let wallet: WalletConnectWallet | undefined
let kit: LatchKit | undefined

beforeAll(async () => {
  ;[evmRig, regtest, relay] = await Promise.all([startEvm(), startRegtestNetwork(), startRelay()])
})
afterAll(async () => {
  kit?.destroy()
  const provider = await kit?.getUniversalProvider()
  if (provider?.client) await closeSignClient(provider.client)
  await wallet?.stop()
  await Promise.all([relay?.stop(), evmRig?.stop(), regtest?.stop()])
})

it('one WalletConnect pairing carries eip155 and bip122; the wallet approves both; disconnecting ends both', async () => {
  const [chainA] = evmRig.chains
  const { network } = regtest
  const bitcoinWallet = createBitcoinWallet({ network: litecoinRegtestParameters })
  wallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    evm: { chainIds: [chainA.chainId], rpcUrl: chainA.rpcUrl },
    bitcoin: { wallet: bitcoinWallet, chains: [network.caipNetworkId] },
  })
  const evm = new EvmAdapter({ networks: [chainA.chain], pollingInterval: 50, storage: null })
  const bitcoin = new BitcoinAdapter({ networks: [network], walletStandard: false, discoveryRetryMs: [] })
  kit = createLatchKit({
    adapters: [evm, bitcoin],
    networks: [...evm.networks, ...bitcoin.networks],
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

  expect(Object.keys(wallet.sessions.at(-1)?.namespaces ?? {}).sort()).toEqual(['bip122', 'eip155'])
  expect(kit.getState().accounts.eip155).toMatchObject({ status: 'connected', address: wallet.evmAddress })
  expect(kit.getState().accounts.bip122).toMatchObject({
    status: 'connected',
    address: bitcoinWallet.payment.address,
  })
  const address = bitcoinWallet.ordinal.address
  const message = 'both namespaces'
  const signature = await bitcoin.signMessage({ connectorId: 'walletConnect', address, message })
  expect(await bitcoin.verifyMessage({ address, message, signature, network })).toBe(true)

  await kit.disconnect({ namespace: 'bip122' })
  expect(kit.getState().accounts.bip122?.status).toBe('disconnected')
  expect(kit.getState().accounts.eip155?.status).toBe('disconnected')
  evm.destroy()
  bitcoin.destroy()
})
