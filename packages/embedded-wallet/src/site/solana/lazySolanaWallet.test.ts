import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, test, vi } from 'vitest'
import { createEmbeddedWallet } from '../createEmbeddedWallet.js'
import { createLazySolanaWallet } from './lazySolanaWallet.js'
import type { SolanaWalletSession } from './solanaWalletSession.js'

const account: WalletAccount = {
  address: '11111111111111111111111111111111',
  publicKey: new Uint8Array(32),
  chains: ['solana:local'],
  features: ['solana:signMessage', 'solana:signTransaction'],
}

/** The wallet with its downloaded part replaced by a recorder (the real one: embeddedSolanaSession.test.ts). */
function setUp(options: { loggedIn: boolean }) {
  const signMessage = vi.fn(async () => [])
  const load = vi.fn(
    async (setAccounts: (accounts: readonly WalletAccount[]) => void): Promise<SolanaWalletSession> => ({
      async connect() {
        setAccounts([account])
        return [account]
      },
      disconnect: async () => undefined,
      signMessage,
      signTransaction: async () => [],
    }),
  )
  const wallet = createLazySolanaWallet({
    name: 'Email',
    chains: ['solana:local', 'eip155:1', 'solana:devnet'],
    isLoggedIn: () => options.loggedIn,
    load,
  })
  return { wallet, load, signMessage }
}

describe('the embedded wallet’s Solana wallet before its code loads', () => {
  test('it is a wallet-standard wallet for the Solana chains only, named Email, with an inline picture', () => {
    const { wallet } = setUp({ loggedIn: false })
    expect(wallet).toMatchObject({
      version: '1.0.0',
      name: 'Email',
      chains: ['solana:local', 'solana:devnet'],
    })
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(atob(wallet.icon.split(',')[1] ?? '')).toMatch(/^<svg /)
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.features['solana:signTransaction'].supportedTransactionVersions).toEqual(['legacy', 0])
  })

  test('a visitor who never logged in: a silent connect and a disconnect answer without downloading anything', async () => {
    const { wallet, load } = setUp({ loggedIn: false })
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  test('a remembered login loads the wallet once to answer, and the new account reaches the app’s listeners', async () => {
    const { wallet, load } = setUp({ loggedIn: true })
    const changes: unknown[] = []
    const off = wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [account],
    })
    await wallet.features['standard:connect'].connect()
    expect(load).toHaveBeenCalledTimes(1)
    expect(wallet.accounts).toEqual([account])
    // The same account again is no change.
    expect(changes).toEqual([{ accounts: [account] }])
    off()
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    expect(changes).toHaveLength(1)
  })

  test('a signature request downloads the code and is answered by it', async () => {
    const { wallet, load, signMessage } = setUp({ loggedIn: false })
    const message = new TextEncoder().encode('hello')
    await wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(load).toHaveBeenCalledTimes(1)
    expect(signMessage).toHaveBeenCalledWith({ account, message })
  })

  test('a failed download is tried again on the next request', async () => {
    const connect = vi.fn(async () => [account])
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ connect, disconnect: vi.fn(), signMessage: vi.fn(), signTransaction: vi.fn() })
    const wallet = createLazySolanaWallet({
      name: 'Email',
      chains: ['solana:local'],
      isLoggedIn: () => true,
      load,
    })
    await expect(wallet.features['standard:connect'].connect()).rejects.toThrow('offline')
    await expect(wallet.features['standard:connect'].connect()).resolves.toEqual({ accounts: [account] })
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('createEmbeddedWallet’s Solana wallet answers a visitor who never logged in with nothing loaded', async () => {
    const embedded = createEmbeddedWallet({ serviceUrl: 'https://wallet.example.com', projectId: 'shop' })
    const wallet = embedded.solanaWallet({ chains: ['solana:local'] })
    expect(wallet).toMatchObject({ name: embedded.name, chains: ['solana:local'], accounts: [] })
    // Loading would create the frame host, which needs a page: Node has none, so this would throw.
    await expect(wallet.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })
  })
})
