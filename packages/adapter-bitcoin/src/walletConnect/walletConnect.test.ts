import { randomUUID } from 'node:crypto'
import {
  createLatchKit,
  createMemoryStorage,
  type LatchKit,
  readWalletConnectSession,
  UserRejectedRequestError,
  type WalletConnectProvider,
} from '@latchkit/core'
import { litecoinRegtestParameters } from '@latchkit/testing/bitcoin'
import {
  closeSignClient,
  type Relay,
  startRelay,
  startWalletConnectWallet,
  type WalletConnectWallet,
} from '@latchkit/testing/walletconnect'
import { type BitcoinTestWallet, createBitcoinWallet } from '@latchkit/testing/wallets'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
import { BitcoinNetworkUnsupportedError } from '../errors/walletErrors.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { bitcoinSignet } from '../networks/builtInNetworks.js'
import { type RegtestNetwork, startRegtestNetwork } from '../test-utils/regtestNetwork.js'

// The adapter's part of the kit's WalletConnect sessions, end to end: a kit pairs over the rig's
// relay with the rig's WalletConnect wallet, whose bip122 answers come from the Bitcoin test
// wallet's real keys; sends are broadcast to, and mined by, the rig's regtest node.
const connectorId = 'walletConnect'
const siteUrl = 'http://127.0.0.1'

let regtest: RegtestNetwork
let network: BitcoinNetwork
let relay: Relay
let wallet: WalletConnectWallet | undefined
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  ;[regtest, relay] = await Promise.all([startRegtestNetwork(), startRelay()])
  network = regtest.network
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await wallet?.stop()
  wallet = undefined
})
afterAll(async () => {
  await Promise.all([relay?.stop(), regtest?.stop()])
})

/**
 * A site with the Bitcoin adapter on `networks`, connected through WalletConnect to the rig
 * wallet, which approves `walletChains` with a fresh Bitcoin test wallet's accounts.
 */
async function connectSite(options: { networks?: BitcoinNetwork[]; walletChains?: string[] } = {}) {
  const bitcoin: BitcoinTestWallet = createBitcoinWallet({
    network: litecoinRegtestParameters,
    esploraUrl: regtest.esplora.url,
  })
  const rigWallet = await startWalletConnectWallet({
    relayUrl: relay.url,
    bitcoin: { wallet: bitcoin, chains: options.walletChains ?? [network.caipNetworkId] },
  })
  wallet = rigWallet
  const adapter = new BitcoinAdapter({
    networks: options.networks ?? [network],
    walletStandard: false,
    discoveryRetryMs: [],
  })
  const kit: LatchKit = createLatchKit({
    adapters: [adapter],
    networks: [...adapter.networks],
    projectId: 'latchkit-test',
    metadata: { name: 'Test site', description: 'A LatchKit test', url: siteUrl, icons: [] },
    storage: createMemoryStorage(),
    logger: { warn: () => undefined, error: () => undefined },
    walletConnect: { relayUrl: relay.url, storagePrefix: `latchkit-bitcoin-test-${randomUUID()}` },
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
  await rigWallet.pair(kit.getState().walletConnect.uri as string)
  await connecting
  return { kit, adapter, bitcoin, rigWallet }
}

const confirmedReceived = async (address: string): Promise<number> => {
  const response = await fetch(`${regtest.esplora.url}/address/${address}`)
  return ((await response.json()) as { chain_stats: { funded_txo_sum: number } }).chain_stats.funded_txo_sum
}

describe('WalletConnect with the Bitcoin adapter', () => {
  it("connects the session's bip122 part: payment and ordinal accounts with their public keys, on the site's network", async () => {
    const { kit, adapter, bitcoin, rigWallet } = await connectSite()

    expect(kit.getState().accounts.bip122).toMatchObject({
      status: 'connected',
      address: bitcoin.payment.address,
    })
    expect(kit.getState().network.byNamespace.bip122).toMatchObject({
      caipNetwork: { caipNetworkId: network.caipNetworkId },
      approvedCaipNetworkIds: [network.caipNetworkId],
    })
    expect(await adapter.getAccounts({ connectorId })).toEqual([
      { address: bitcoin.payment.address, type: 'payment', publicKey: bitcoin.payment.publicKey },
      { address: bitcoin.ordinal.address, type: 'ordinal', publicKey: bitcoin.ordinal.publicKey },
    ])
    expect(rigWallet.requests.map(({ method }) => method)).toEqual(['getAccountAddresses'])
    expect(adapter.getProvider({ connectorId })).toBe(await kit.getUniversalProvider())
    // The kit restores sessions itself; the adapter answers with the live connection.
    expect(await adapter.reconnect({ connectorId })).toMatchObject({
      connectorId,
      caipNetworkId: network.caipNetworkId,
    })
  })

  it('signs messages over WalletConnect, BIP-322 and ECDSA, that verifyMessage accepts', async () => {
    const { adapter, bitcoin } = await connectSite()
    const message = 'Sign in to Test site'
    const cases = [
      { address: bitcoin.payment.address, protocol: 'bip322' },
      { address: bitcoin.ordinal.address, protocol: 'bip322' },
      { address: bitcoin.payment.address, protocol: 'ecdsa' },
    ] as const
    for (const { address, protocol } of cases) {
      const signature = await adapter.signMessage({ connectorId, address, message, protocol })
      expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
      expect(await adapter.verifyMessage({ address, message, signature, network })).toBe(true)
      expect(await adapter.verifyMessage({ address, message: 'Another message', signature, network })).toBe(
        false,
      )
    }
    expect(bitcoin.requests.filter(({ method }) => method === 'signMessage')).toHaveLength(cases.length)
  })

  it('sends over WalletConnect: the adapter builds the PSBT, the wallet signs it, the adapter broadcasts; the recipient is paid once a block is mined', async () => {
    const { adapter, bitcoin, rigWallet } = await connectSite()
    await regtest.node.fund(bitcoin.payment.address, '1')
    const recipient = await regtest.node.rpc<string>('getnewaddress', ['', 'bech32'], {
      wallet: regtest.node.walletName,
    })
    const balanceChanges: { address?: string | undefined }[] = []
    adapter.emitter.on('balanceChanged', (event) => balanceChanges.push(event))

    const txid = await adapter.sendTransfer({ connectorId, recipient, amount: '0.25', feeRate: 5 })

    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(rigWallet.requests.map(({ method }) => method)).toEqual(['getAccountAddresses', 'signPsbt'])
    expect(await confirmedReceived(recipient)).toBe(0)
    await regtest.node.mine(1)
    expect(await confirmedReceived(recipient)).toBe(25_000_000)
    expect(await adapter.getBalance({ address: recipient, network })).toEqual({
      balance: '0.25',
      symbol: 'LTC',
    })
    await vi.waitFor(() => expect(balanceChanges).toEqual([{ address: bitcoin.payment.address }]), {
      timeout: 15_000,
      interval: 100,
    })
  })

  it('a wallet that declines a signature or a send gives UserRejectedRequestError, and the connection stays as it was', async () => {
    const { kit, adapter, bitcoin, rigWallet } = await connectSite()
    await regtest.node.fund(bitcoin.payment.address, '0.5')
    const recipient = await regtest.node.rpc<string>('getnewaddress', ['', 'bech32'], {
      wallet: regtest.node.walletName,
    })
    const accountsBefore = await adapter.getAccounts({ connectorId })
    const address = bitcoin.payment.address

    bitcoin.reject('signMessage', { times: 1 })
    await expect(
      adapter.signMessage({ connectorId, address, message: 'no', protocol: 'bip322' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    bitcoin.reject('signPsbt', { times: 1 })
    await expect(
      adapter.sendTransfer({ connectorId, recipient, amount: '0.1', feeRate: 5 }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    // The rig's WalletConnect layer declining (4001) reads the same.
    rigWallet.behaviour.rejectRequests = true
    await expect(
      adapter.signMessage({ connectorId, address, message: 'no', protocol: 'ecdsa' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    rigWallet.behaviour.rejectRequests = false

    expect(kit.getState().accounts.bip122).toMatchObject({ status: 'connected', address })
    expect(await adapter.getAccounts({ connectorId })).toEqual(accountsBefore)
    expect(await confirmedReceived(recipient)).toBe(0)
    const signature = await adapter.signMessage({ connectorId, address, message: 'yes', protocol: 'bip322' })
    expect(await adapter.verifyMessage({ address, message: 'yes', signature, network })).toBe(true)
  })

  it('a session that approved none of the networks a site configured is refused with WalletConnectNetworkNotApprovedError', async () => {
    const { kit } = await connectSite()
    // The session as the kit would hand it to a site now configured for signet only (a reload
    // after the site changed its networks).
    const provider = (await kit.getUniversalProvider()) as unknown as WalletConnectProvider
    const session = readWalletConnectSession(provider.session)
    if (!session) throw new Error('The kit holds a session.')
    const signetSite = new BitcoinAdapter({
      networks: [bitcoinSignet],
      walletStandard: false,
      discoveryRetryMs: [],
    })
    cleanups.push(() => signetSite.destroy())

    await expect(
      signetSite.walletConnect?.connect({ provider, session, network: bitcoinSignet }),
    ).rejects.toMatchObject({
      name: 'WalletConnectNetworkNotApprovedError',
      approved: [network.caipNetworkId],
    })
    expect(await signetSite.getAccounts({ connectorId })).toEqual([])
  })

  it('switches only among the networks the session approved', async () => {
    const { kit, adapter } = await connectSite({ networks: [network, bitcoinSignet] })
    expect(kit.getState().network.byNamespace.bip122?.approvedCaipNetworkIds).toEqual([network.caipNetworkId])

    await expect(adapter.switchNetwork({ connectorId, network: bitcoinSignet })).rejects.toBeInstanceOf(
      BitcoinNetworkUnsupportedError,
    )
    await adapter.switchNetwork({ connectorId, network })
    expect(await adapter.reconnect({ connectorId })).toMatchObject({ caipNetworkId: network.caipNetworkId })
  })

  it("follows the wallet's bip122_addressesChanged event", async () => {
    const { kit, adapter, bitcoin, rigWallet } = await connectSite()
    const topic = rigWallet.sessions.at(-1)?.topic ?? ''
    const { address, publicKey } = bitcoin.ordinal

    await rigWallet.client.emit({
      topic,
      event: { name: 'bip122_addressesChanged', data: [{ address, publicKey, intention: 'payment' }] },
      chainId: network.caipNetworkId,
    })

    await expect
      .poll(() => adapter.getAccounts({ connectorId }))
      .toEqual([{ address, type: 'payment', publicKey }])
    await expect.poll(() => kit.getState().accounts.bip122?.address).toBe(address)
  })

  it('ends with the session when the visitor disconnects', async () => {
    const { kit, adapter } = await connectSite()
    await kit.disconnect()
    expect(kit.getState().accounts.bip122?.status).toBe('disconnected')
    expect(await adapter.getAccounts({ connectorId })).toEqual([])
    expect(await adapter.reconnect({ connectorId })).toBeNull()
  })
})

describe('the walletConnect option', () => {
  it('joins the sessions by default, asking for the Bitcoin methods; false leaves the namespace out', () => {
    const joined = new BitcoinAdapter({
      networks: [bitcoinSignet],
      walletStandard: false,
      discoveryRetryMs: [],
    })
    const left = new BitcoinAdapter({
      networks: [bitcoinSignet],
      walletStandard: false,
      discoveryRetryMs: [],
      walletConnect: false,
    })
    expect(joined.walletConnect).toMatchObject({
      methods: ['signMessage', 'signPsbt', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    })
    expect(left.walletConnect).toBeUndefined()
    joined.destroy()
    left.destroy()
  })
})
