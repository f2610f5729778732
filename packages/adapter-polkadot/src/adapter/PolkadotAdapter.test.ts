import {
  type ChainAdapterEvents,
  ConnectionRejectedError,
  createMemoryStorage,
  type Storage,
  UserRejectedRequestError,
  WalletAccountNotFoundError,
} from '@latchkit/core'
import {
  createPolkadotWallet,
  type PolkadotTestWallet,
  type PolkadotWalletKey,
} from '@latchkit/testing/wallets'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PolkadotNetworkUnsupportedError } from '../errors/walletErrors.js'
import { kusama, polkadot } from '../networks/builtInNetworks.js'
import { nodeInjectedExtension } from '../test-utils/nodeInjectedExtension.js'
import { PolkadotAdapter } from './PolkadotAdapter.js'

// The adapter with the rig's Polkadot test wallet as the page's `polkadot-js` extension (real
// sr25519 and ed25519 keys in Node): what a site sees of the visitor's accounts, their formats,
// the prompts and the signatures. No chain is needed for any of it.
const page = globalThis as Record<string, unknown>
const keys: PolkadotWalletKey[] = [
  { uri: '//Alice', type: 'sr25519' },
  { uri: '//Charlie', type: 'ed25519' },
  { uri: '//Bob', type: 'sr25519' },
]
const pairOf = (key: PolkadotWalletKey) => new Keyring({ type: key.type }).addFromUri(key.uri)
const adapters: PolkadotAdapter[] = []
// The page's storage: a reload keeps it.
let storage: Storage = createMemoryStorage()

beforeAll(() => cryptoWaitReady())
afterEach(() => {
  storage = createMemoryStorage()
  for (const adapter of adapters.splice(0)) adapter.destroy()
  delete page.injectedWeb3
})

function newAdapter(options: { discoveryTimeoutMs?: number } = {}) {
  const adapter = new PolkadotAdapter({
    networks: [polkadot, kusama],
    appName: 'Test site',
    discoveryRetryMs: [],
    storage,
    ...options,
  })
  adapters.push(adapter)
  const events: { name: keyof ChainAdapterEvents; payload: unknown }[] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect'] as const)
    adapter.emitter.on(name, (payload) => events.push({ name, payload }))
  return { adapter, events }
}

async function setUp(
  walletKeys = keys,
): Promise<{ wallet: PolkadotTestWallet } & ReturnType<typeof newAdapter>> {
  const wallet = await createPolkadotWallet({ accounts: walletKeys })
  page.injectedWeb3 = { 'polkadot-js': nodeInjectedExtension(wallet) }
  return { wallet, ...newAdapter() }
}

/** `key`'s account as the kit shows it on the network of `prefix`. */
const accountOn = (key: PolkadotWalletKey, prefix: number) => {
  const pair = pairOf(key)
  return {
    address: encodeAddress(pair.publicKey, prefix),
    type: key.type,
    publicKey: u8aToHex(pair.publicKey),
  }
}
const [alice, charlie, bob] = keys as [PolkadotWalletKey, PolkadotWalletKey, PolkadotWalletKey]

describe('PolkadotAdapter with an injected extension', () => {
  it("connects every account the extension shares, in the network's SS58 format, with its key type and public key", async () => {
    const { adapter, wallet } = await setUp()
    const connection = await adapter.connect({ connectorId: 'polkadot-js' })
    const expected = [accountOn(alice, 0), accountOn(charlie, 0), accountOn(bob, 0)]
    expect(connection).toEqual({
      connectorId: 'polkadot-js',
      accounts: expected,
      caipNetworkId: polkadot.caipNetworkId,
      supportsAllNetworks: false,
    })
    // The extension shares generic addresses (prefix 42, 5…); Polkadot writes the same keys with 1….
    expect(wallet.accounts[0]?.address).toMatch(/^5/)
    expect(connection.accounts[0]?.address).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
    expect(await adapter.getAccounts({ connectorId: 'polkadot-js' })).toEqual(expected)
    expect(wallet.requests.filter(({ method }) => method === 'enable')).toEqual([
      expect.objectContaining({ params: { appName: 'Test site' } }),
    ])
    expect(adapter.getProvider({ connectorId: 'polkadot-js' })).toBe(
      (page.injectedWeb3 as Record<string, unknown>)['polkadot-js'],
    )
  })

  it('switching network writes the same accounts in its format and says so (chainChanged, then accountsChanged)', async () => {
    const { adapter, events } = await setUp()
    await adapter.connect({ connectorId: 'polkadot-js', network: polkadot })
    await adapter.switchNetwork({ connectorId: 'polkadot-js', network: kusama })
    const onKusama = [accountOn(alice, 2), accountOn(charlie, 2), accountOn(bob, 2)]
    expect(await adapter.getAccounts({ connectorId: 'polkadot-js' })).toEqual(onKusama)
    expect(events).toEqual([
      { name: 'chainChanged', payload: { connectorId: 'polkadot-js', caipNetworkId: kusama.caipNetworkId } },
      { name: 'accountsChanged', payload: { connectorId: 'polkadot-js', accounts: onKusama } },
    ])
  })

  it("switching network keeps the visitor's chosen account: accountsChanged names it, written for the new network", async () => {
    const { adapter, events } = await setUp()
    const connection = await adapter.connect({ connectorId: 'polkadot-js', network: polkadot })
    const chosen = connection.accounts[1]?.address ?? ''
    adapter.setActiveAccount({ connectorId: 'polkadot-js', address: chosen })
    await adapter.switchNetwork({ connectorId: 'polkadot-js', network: kusama })
    expect(events.at(-1)).toEqual({
      name: 'accountsChanged',
      payload: {
        connectorId: 'polkadot-js',
        accounts: [accountOn(alice, 2), accountOn(charlie, 2), accountOn(bob, 2)],
        activeAddress: accountOn(charlie, 2).address,
      },
    })
  })

  it('a first visit asks no extension at start: restoring an extension never connected here prompts nothing', async () => {
    const { adapter, wallet } = await setUp()
    expect(await adapter.reconnect({ connectorId: 'polkadot-js', network: polkadot })).toBeNull()
    expect(wallet.requests).toEqual([])
  })

  it('a reload restores the connection without a prompt: the extension remembers the site', async () => {
    const { adapter, wallet } = await setUp()
    await adapter.connect({ connectorId: 'polkadot-js' })
    // From now on the visitor would refuse any prompt: restoring must not make one.
    wallet.reject('connect')
    const { adapter: reloaded } = newAdapter({ discoveryTimeoutMs: 100 })
    const restored = await reloaded.reconnect({ connectorId: 'polkadot-js', network: polkadot })
    expect(restored?.accounts).toEqual([accountOn(alice, 0), accountOn(charlie, 0), accountOn(bob, 0)])
    expect(wallet.requests.filter(({ method, error }) => method === 'enable' && !error)).toHaveLength(2)
    // A site the visitor removed from the extension is asked about again; declined, nothing is restored.
    wallet.disconnect()
    expect(await reloaded.reconnect({ connectorId: 'polkadot-js' })).toBeNull()
    const asked = wallet.requests.length
    // …and is not asked about again on the next visit.
    expect(await newAdapter().adapter.reconnect({ connectorId: 'polkadot-js' })).toBeNull()
    expect(wallet.requests).toHaveLength(asked)
    expect(await reloaded.reconnect({ connectorId: 'walletConnect' })).toBeNull()
    expect(await reloaded.reconnect({ connectorId: 'not-installed' })).toBeNull()
  })

  it("follows the extension's account changes; an empty list is a disconnect", async () => {
    const { adapter, wallet, events } = await setUp([alice])
    await adapter.connect({ connectorId: 'polkadot-js' })
    wallet.setAccounts([bob, alice])
    await expect
      .poll(() => events.at(-1))
      .toEqual({
        name: 'accountsChanged',
        payload: { connectorId: 'polkadot-js', accounts: [accountOn(bob, 0), accountOn(alice, 0)] },
      })
    wallet.disconnect()
    await expect
      .poll(() => events.at(-1))
      .toEqual({ name: 'disconnect', payload: { connectorId: 'polkadot-js' } })
    expect(await adapter.getAccounts({ connectorId: 'polkadot-js' })).toEqual([])
    // The site is forgotten: a reload does not ask the extension about it.
    expect(await newAdapter().adapter.reconnect({ connectorId: 'polkadot-js' })).toBeNull()
  })

  it('a visitor who disconnects is not reconnected on the next visit', async () => {
    const { adapter, wallet } = await setUp()
    await adapter.connect({ connectorId: 'polkadot-js' })
    await adapter.disconnect({ connectorId: 'polkadot-js' })
    expect(await adapter.getAccounts({ connectorId: 'polkadot-js' })).toEqual([])
    const asked = wallet.requests.length
    expect(await newAdapter().adapter.reconnect({ connectorId: 'polkadot-js' })).toBeNull()
    expect(wallet.requests).toHaveLength(asked)
  })

  it('a visitor who declines is "Connection rejected"; the next try prompts again and connects', async () => {
    const { adapter, wallet } = await setUp()
    wallet.reject('connect', { times: 1 })
    const declined = await adapter.connect({ connectorId: 'polkadot-js' }).catch((error: unknown) => error)
    expect(declined).toBeInstanceOf(ConnectionRejectedError)
    expect((declined as ConnectionRejectedError).walk()).toMatchObject({
      message: 'Connection request was rejected by the user.',
    })
    expect((await adapter.connect({ connectorId: 'polkadot-js' })).accounts).toHaveLength(3)
  })

  it("signs a message with any of the connection's accounts; verifyMessage accepts it and refuses others", async () => {
    const { adapter, wallet } = await setUp()
    await adapter.connect({ connectorId: 'polkadot-js' })
    const message = 'Sign in to Test site'
    for (const key of [alice, charlie]) {
      const { address } = accountOn(key, 0)
      const signature = await adapter.signMessage({ connectorId: 'polkadot-js', address, message })
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
      expect(await adapter.verifyMessage({ address, message, signature, network: polkadot })).toBe(true)
      expect(
        await adapter.verifyMessage({ address, message: 'Another message', signature, network: polkadot }),
      ).toBe(false)
      expect(
        await adapter.verifyMessage({
          address: accountOn(bob, 0).address,
          message,
          signature,
          network: polkadot,
        }),
      ).toBe(false)
    }
    // The extension was asked with the bytes of the message, for the address as it wrote it.
    expect(wallet.requests.find(({ method }) => method === 'signRaw')?.params).toEqual({
      address: wallet.accounts[0]?.address,
      data: `0x${Buffer.from(message).toString('hex')}`,
      type: 'bytes',
    })
    expect(
      await adapter.verifyMessage({
        address: 'not an address',
        message,
        signature: '0x00',
        network: polkadot,
      }),
    ).toBe(false)
    wallet.reject('signRaw', { times: 1 })
    await expect(
      adapter.signMessage({ connectorId: 'polkadot-js', address: accountOn(alice, 0).address, message }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const stranger = pairOf({ uri: '//Eve', type: 'sr25519' })
    await expect(
      adapter.signMessage({ connectorId: 'polkadot-js', address: stranger.address, message }),
    ).rejects.toBeInstanceOf(WalletAccountNotFoundError)
  })

  it('an account the visitor pinned to another chain is left out there; a network where none is left is refused', async () => {
    const pinnedToKusama = {
      address: pairOf(alice).address,
      type: 'sr25519',
      genesisHash: kusama.polkadot.genesisHash,
    }
    const anyChain = { address: pairOf(bob).address, type: 'sr25519', genesisHash: null }
    // An extension whose accounts carry a genesis hash (the rig's test wallet ties none to a chain).
    const pinningExtension = (accounts: object[]) => ({
      enable: async () => ({ accounts: { get: async () => accounts }, signer: {} }),
    })
    page.injectedWeb3 = { pinning: pinningExtension([pinnedToKusama, anyChain]) }
    const { adapter } = newAdapter()
    const onPolkadot = await adapter.connect({ connectorId: 'pinning', network: polkadot })
    expect(onPolkadot.accounts.map(({ address }) => address)).toEqual([accountOn(bob, 0).address])
    await adapter.switchNetwork({ connectorId: 'pinning', network: kusama })
    expect((await adapter.getAccounts({ connectorId: 'pinning' })).map(({ address }) => address)).toEqual([
      accountOn(alice, 2).address,
      accountOn(bob, 2).address,
    ])

    page.injectedWeb3 = { pinned: pinningExtension([pinnedToKusama]) }
    const { adapter: pinned } = newAdapter()
    await expect(pinned.connect({ connectorId: 'pinned', network: polkadot })).rejects.toThrow(
      'Failed to connect',
    )
    await pinned.connect({ connectorId: 'pinned', network: kusama })
    await expect(pinned.switchNetwork({ connectorId: 'pinned', network: polkadot })).rejects.toBeInstanceOf(
      PolkadotNetworkUnsupportedError,
    )
    // An extension without a signer cannot sign, and says so.
    await expect(
      pinned.signMessage({ connectorId: 'pinned', address: accountOn(alice, 2).address, message: 'x' }),
    ).rejects.toMatchObject({
      name: 'WalletFeatureNotSupportedError',
      shortMessage: 'pinned cannot sign messages',
    })
  })

  it("links an account to its explorer page, and lists no connector for an extension that isn't there", () => {
    page.injectedWeb3 = {}
    const { adapter } = newAdapter()
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.getAddressExplorerUrl({ address: '15oF4u', network: polkadot })).toBe(
      'https://polkadot.subscan.io/account/15oF4u',
    )
  })
})
