import { randomUUID } from 'node:crypto'
import {
  createLatchKit,
  createMemoryStorage,
  type LatchKit,
  readWalletConnectSession,
  UserRejectedRequestError,
  type WalletConnectProvider,
} from '@latchkit/core'
import { type PolkadotChain, startPolkadotChain } from '@latchkit/testing/polkadot'
import {
  closeSignClient,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing/walletconnect'
import { createPolkadotWallet, type PolkadotTestWallet } from '@latchkit/testing/wallets'
import { Keyring } from '@polkadot/keyring'
import { encodeAddress } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PolkadotAdapter } from '../adapter/PolkadotAdapter.js'
import { PolkadotNetworkUnsupportedError } from '../errors/walletErrors.js'
import { kusama, polkadot } from '../networks/builtInNetworks.js'
import type { PolkadotNetwork } from '../networks/polkadotNetwork.js'
import { rigNetwork } from '../test-utils/polkadotTestSetup.js'
import { polkadotWalletConnectMethods } from './polkadotWalletConnect.js'

// The adapter's part of the kit's WalletConnect sessions, end to end: a kit pairs over the rig's
// relay with the rig's WalletConnect wallet, whose `polkadot` answers come from the Polkadot test
// wallet's keys; transfers go to the rig's chopsticks chain.
const connectorId = 'walletConnect'
const siteUrl = 'http://127.0.0.1'

let chain: PolkadotChain
let network: PolkadotNetwork
let relay: Relay
let rigWallet: WalletConnectWallet | undefined
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  ;[chain, relay] = await Promise.all([startPolkadotChain(), startRelay()])
  network = rigNetwork(chain)
}, 60_000)
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await rigWallet?.stop()
  rigWallet = undefined
})
afterAll(async () => {
  await Promise.all([relay?.stop(), chain?.stop()])
})

/**
 * A site with the Polkadot adapter on `networks`, connected through WalletConnect to the rig
 * wallet, which holds accounts on `walletChains` (the rig chain).
 */
async function connectSite(options: { networks?: PolkadotNetwork[]; walletChains?: string[] } = {}) {
  const polkadotWallet: PolkadotTestWallet = await createPolkadotWallet({ accounts: chain.accounts })
  rigWallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    polkadot: { wallet: polkadotWallet, chains: options.walletChains ?? [network.caipNetworkId] },
  })
  const wallet = rigWallet
  const adapter = new PolkadotAdapter({ networks: options.networks ?? [network], discoveryRetryMs: [] })
  const kit: LatchKit = createLatchKit({
    adapters: [adapter],
    networks: [...adapter.networks],
    projectId: 'latchkit-test',
    metadata: { name: 'Test site', description: 'A LatchKit test', url: siteUrl, icons: [] },
    storage: createMemoryStorage(),
    logger: { warn: () => undefined, error: () => undefined },
    walletConnect: { relayUrl: relay.url, storagePrefix: `latchkit-polkadot-test-${randomUUID()}` },
  })
  cleanups.push(async () => {
    kit.destroy()
    adapter.destroy()
    const provider = await kit.getUniversalProvider()
    if (provider?.client) await closeSignClient(provider.client)
  })
  await kit.ready
  const connecting = kit.connect({ connectorId })
  await expect.poll(() => kit.getState().walletConnect.uri, { timeout: 10_000 }).toMatch(/^wc:/)
  await wallet.pair(kit.getState().walletConnect.uri as string)
  await connecting
  return { kit, adapter, polkadotWallet, rigWallet: wallet }
}

const onChain = (address: string) => encodeAddress(address, network.polkadot.ss58Prefix)

describe('WalletConnect with the Polkadot adapter', () => {
  it("connects the session's polkadot accounts on the site's network, written in its SS58 format", async () => {
    const { kit, adapter, polkadotWallet } = await connectSite()
    const expected = polkadotWallet.accounts.map((account) => onChain(account.address))
    expect((await adapter.getAccounts({ connectorId })).map(({ address }) => address)).toEqual(expected)
    expect(kit.getState().accounts.polkadot).toMatchObject({ status: 'connected', address: expected[0] })
    expect(kit.getState().network.byNamespace.polkadot).toMatchObject({
      caipNetwork: { caipNetworkId: network.caipNetworkId },
      approvedCaipNetworkIds: [network.caipNetworkId],
    })
    expect(adapter.getProvider({ connectorId })).toBe(await kit.getUniversalProvider())
    expect(await adapter.reconnect({ connectorId })).toMatchObject({
      connectorId,
      caipNetworkId: network.caipNetworkId,
    })
  })

  it('follows the accounts the wallet changes to: a session update, then an accountsChanged event', async () => {
    const { kit, polkadotWallet, rigWallet: wallet } = await connectSite()
    const [first, second] = polkadotWallet.accounts.map((account) => onChain(account.address))
    if (!first || !second) throw new Error('The rig wallet holds two accounts.')
    const session = wallet.sessions.at(-1)
    const polkadot = session?.namespaces.polkadot
    if (!session || !polkadot) throw new Error('The wallet holds a polkadot session.')

    // The wallet now shares the second account only (the visitor took the first away).
    await wallet.client.update({
      topic: session.topic,
      namespaces: {
        ...session.namespaces,
        polkadot: { ...polkadot, accounts: polkadot.accounts.slice(1) },
      },
    })
    await expect.poll(() => kit.getState().accounts.polkadot?.address, { timeout: 10_000 }).toBe(second)

    // Then announces the first one (a bare address, as some wallets send it).
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [polkadotWallet.accounts[0]?.address] },
      chainId: network.caipNetworkId,
    })
    await expect.poll(() => kit.getState().accounts.polkadot?.address, { timeout: 10_000 }).toBe(first)
    expect(kit.getState().accounts.polkadot?.status).toBe('connected')
  })

  it('follows the network the wallet moves to (chainChanged), its accounts written in that network’s SS58 format', async () => {
    const {
      kit,
      adapter,
      polkadotWallet,
      rigWallet: wallet,
    } = await connectSite({
      networks: [network, kusama],
      walletChains: [network.caipNetworkId, kusama.caipNetworkId],
    })
    const session = wallet.sessions.at(-1)
    if (!session) throw new Error('The wallet holds a session.')
    expect(session.namespaces.polkadot?.chains).toEqual([network.caipNetworkId, kusama.caipNetworkId])
    expect(session.namespaces.polkadot?.events).toContain('chainChanged')
    const onKusama = (address: string) => encodeAddress(address, kusama.polkadot.ss58Prefix)
    const shared = polkadotWallet.accounts.map((account) => account.address)
    const seen: { name: string; payload: unknown }[] = []
    adapter.emitter.on('chainChanged', (payload) => seen.push({ name: 'chainChanged', payload }))
    adapter.emitter.on('accountsChanged', (payload) => seen.push({ name: 'accountsChanged', payload }))

    // The visitor picks Kusama in the phone wallet, which names it by its CAIP-2 id.
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: kusama.caipNetworkId },
      chainId: kusama.caipNetworkId,
    })
    await expect
      .poll(() => kit.getState().network.activeCaipNetwork?.caipNetworkId, { timeout: 10_000 })
      .toBe(kusama.caipNetworkId)
    expect(kit.getState().accounts.polkadot).toMatchObject({
      status: 'connected',
      address: onKusama(shared[0] ?? ''),
      caipAddress: `${kusama.caipNetworkId}:${onKusama(shared[0] ?? '')}`,
    })
    expect((await adapter.getAccounts({ connectorId })).map(({ address }) => address)).toEqual(
      shared.map(onKusama),
    )
    expect(seen.map(({ name }) => name)).toEqual(['chainChanged', 'accountsChanged'])
    expect(seen[0]?.payload).toEqual({ connectorId, caipNetworkId: kusama.caipNetworkId })

    // Then back to the rig chain, named by its bare reference on the chain it leaves.
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'chainChanged', data: network.caipNetworkId.slice('polkadot:'.length) },
      chainId: kusama.caipNetworkId,
    })
    await expect
      .poll(() => kit.getState().network.activeCaipNetwork?.caipNetworkId, { timeout: 10_000 })
      .toBe(network.caipNetworkId)
    const address = onChain(shared[0] ?? '')
    expect(kit.getState().accounts.polkadot).toMatchObject({ status: 'connected', address })

    // A signature is now asked of the wallet on the rig chain.
    const message = 'Back on the rig chain'
    const signature = await adapter.signMessage({ connectorId, address, message })
    expect(await adapter.verifyMessage({ address, message, signature, network })).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'polkadot_signMessage',
      chainId: network.caipNetworkId,
      outcome: 'answered',
    })
  })

  it('ignores a move to a network the session did not approve, the site did not configure, or no network', async () => {
    // The site configures Kusama too; the wallet approves the rig chain only.
    const {
      kit,
      adapter,
      polkadotWallet,
      rigWallet: wallet,
    } = await connectSite({
      networks: [network, kusama],
    })
    const session = wallet.sessions.at(-1)
    if (!session) throw new Error('The wallet holds a session.')
    const changes: unknown[] = []
    adapter.emitter.on('chainChanged', (change) => changes.push(change))

    for (const data of [kusama.caipNetworkId, polkadot.caipNetworkId, 'eip155:1', 1, 'not a chain: at all'])
      await wallet.client.emit({
        topic: session.topic,
        event: { name: 'chainChanged', data },
        chainId: network.caipNetworkId,
      })
    // An account change sent after them: once the site shows it, the moves above were read.
    const second = onChain(polkadotWallet.accounts[1]?.address ?? '')
    await wallet.client.emit({
      topic: session.topic,
      event: { name: 'accountsChanged', data: [second] },
      chainId: network.caipNetworkId,
    })
    await expect.poll(() => kit.getState().accounts.polkadot?.address, { timeout: 10_000 }).toBe(second)
    expect(kit.getState().network.activeCaipNetwork?.caipNetworkId).toBe(network.caipNetworkId)
    expect(changes).toEqual([])
    expect(wallet.errors).toEqual([])
  })

  it('signs messages over polkadot_signMessage that verifyMessage accepts, sr25519 and ed25519 alike', async () => {
    const { adapter, polkadotWallet } = await connectSite()
    const message = 'Sign in to Test site'
    for (const index of [0, 2]) {
      const address = onChain(polkadotWallet.accounts[index]?.address ?? '')
      const signature = await adapter.signMessage({ connectorId, address, message })
      expect(await adapter.verifyMessage({ address, message, signature, network })).toBe(true)
      expect(await adapter.verifyMessage({ address, message: 'Another message', signature, network })).toBe(
        false,
      )
    }
    expect(polkadotWallet.requests.filter(({ method }) => method === 'signRaw')).toHaveLength(2)
  })

  it('transfers over polkadot_signTransaction: the wallet signs the payload, the adapter adds the signature and submits it', async () => {
    const { kit, adapter, polkadotWallet } = await connectSite()
    const recipient = onChain(new Keyring({ type: 'sr25519' }).addFromUri(`//${randomUUID()}`).address)
    // The visitor picks the ed25519 account in the Account view.
    const sender = onChain(polkadotWallet.accounts[2]?.address ?? '')
    adapter.setActiveAccount({ connectorId, address: sender })
    const balanceChanges: (string | undefined)[] = []
    adapter.emitter.on('balanceChanged', ({ address }) => balanceChanges.push(address))

    const sent = await adapter.transfer({ connectorId, recipient, amount: '3' })
    await sent.inBlock
    await sent.finalized
    expect(balanceChanges).toEqual([sender])
    expect(await adapter.getBalance({ address: recipient, network })).toEqual({
      balance: '3',
      symbol: chain.symbol,
    })
    expect(polkadotWallet.requests.filter(({ method }) => method === 'signPayload')).toHaveLength(1)
    expect(kit.getState().accounts.polkadot?.status).toBe('connected')
  })

  it('a wallet that declines a signature or a transfer gives UserRejectedRequestError, and the connection stays', async () => {
    const { kit, adapter, polkadotWallet } = await connectSite()
    const address = onChain(polkadotWallet.accounts[0]?.address ?? '')
    const before = await adapter.getBalance({ address, network })
    polkadotWallet.reject('signRaw', { times: 1 })
    await expect(adapter.signMessage({ connectorId, address, message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    polkadotWallet.reject('signPayload', { times: 1 })
    await expect(adapter.transfer({ connectorId, recipient: address, amount: '1' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(kit.getState().accounts.polkadot).toMatchObject({ status: 'connected', address })
    expect(await adapter.getBalance({ address, network })).toEqual(before)
  })

  it('refuses a session without the site’s networks, and switches only among approved ones', async () => {
    const { kit, adapter } = await connectSite({ networks: [network, kusama] })
    await expect(adapter.switchNetwork({ connectorId, network: kusama })).rejects.toBeInstanceOf(
      PolkadotNetworkUnsupportedError,
    )
    const provider = (await kit.getUniversalProvider()) as unknown as WalletConnectProvider
    const session = readWalletConnectSession(provider.session)
    if (!session) throw new Error('The kit holds a session.')
    const kusamaSite = new PolkadotAdapter({ networks: [kusama], discoveryRetryMs: [] })
    cleanups.push(() => kusamaSite.destroy())
    await expect(
      kusamaSite.walletConnect?.connect({ provider, session, network: kusama }),
    ).rejects.toMatchObject({
      name: 'WalletConnectNetworkNotApprovedError',
      approved: [network.caipNetworkId],
    })
  })

  it('ends with the session when the visitor disconnects', async () => {
    const { kit, adapter } = await connectSite()
    await kit.disconnect()
    expect(kit.getState().accounts.polkadot?.status).toBe('disconnected')
    expect(await adapter.getAccounts({ connectorId })).toEqual([])
    expect(await adapter.reconnect({ connectorId })).toBeNull()
  })
})

describe('the walletConnect option', () => {
  it('joins the sessions by default, asking for the Polkadot methods; false leaves the namespace out', () => {
    const joined = new PolkadotAdapter({ networks: [kusama], discoveryRetryMs: [] })
    const left = new PolkadotAdapter({ networks: [kusama], discoveryRetryMs: [], walletConnect: false })
    expect(joined.walletConnect?.methods).toEqual(['polkadot_signTransaction', 'polkadot_signMessage'])
    expect(joined.walletConnect?.methods).toEqual(polkadotWalletConnectMethods)
    expect(joined.walletConnect?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(left.walletConnect).toBeUndefined()
    joined.destroy()
    left.destroy()
  })
})
