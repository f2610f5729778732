import { afterEach, expect, test } from 'vitest'
import { createBitcoinWalletSource, toConnector } from './walletSource.js'

const page = globalThis as Record<string, unknown>
const injectedKeys = ['btc_providers', 'XverseProviders', 'LeatherProvider', 'unisat', 'okxwallet']
afterEach(() => {
  for (const key of injectedKeys) delete page[key]
})

const satsProvider = { request: async () => ({ result: {} }) }
const unisatProvider = { requestAccounts: async () => [] }

test('finds sats-connect providers listed in btc_providers and the Unisat family by their globals, without a click', () => {
  page.XverseProviders = { BitcoinProvider: satsProvider }
  page.btc_providers = [
    { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: 'data:image/svg+xml;base64,AA==' },
    { id: 'Missing.Provider', name: 'Gone' },
    { name: 'No id' },
  ]
  page.unisat = unisatProvider
  page.okxwallet = { bitcoin: unisatProvider }
  const source = createBitcoinWalletSource({
    discoverStandardWallets: false,
    retryDelaysMs: [],
    onChange: () => {},
  })
  expect(source.list().map(toConnector)).toEqual([
    {
      id: 'XverseProviders.BitcoinProvider',
      type: 'INJECTED',
      name: 'Xverse Wallet',
      imageUrl: 'data:image/svg+xml;base64,AA==',
      chainNamespaces: ['bip122'],
      provider: satsProvider,
    },
    {
      id: 'io.unisat',
      type: 'INJECTED',
      name: 'UniSat Wallet',
      rdns: 'io.unisat',
      chainNamespaces: ['bip122'],
      provider: unisatProvider,
    },
    {
      id: 'com.okex.wallet',
      type: 'INJECTED',
      name: 'OKX Wallet',
      rdns: 'com.okex.wallet',
      chainNamespaces: ['bip122'],
      provider: unisatProvider,
    },
  ])
  source.stop()
})

test('a wallet that injects late (Leather) is found on a retry, and the change is announced', async () => {
  let changes = 0
  const source = createBitcoinWalletSource({
    discoverStandardWallets: false,
    retryDelaysMs: [20],
    onChange: () => changes++,
  })
  expect(source.list()).toEqual([])
  const found = source.waitFor('LeatherProvider', 1000)
  page.LeatherProvider = satsProvider
  page.btc_providers = [{ id: 'LeatherProvider', name: 'Leather' }]
  expect((await found)?.name).toBe('Leather')
  expect(changes).toBe(1)
  source.stop()
})

test('one wallet speaking two APIs is listed once, through the preferred one', () => {
  page.XverseProviders = { BitcoinProvider: satsProvider }
  page.btc_providers = [{ id: 'XverseProviders.BitcoinProvider', name: 'OKX Wallet' }]
  page.okxwallet = { bitcoin: unisatProvider }
  const source = createBitcoinWalletSource({
    discoverStandardWallets: false,
    retryDelaysMs: [],
    onChange: () => {},
  })
  expect(source.list().map((wallet) => [wallet.name, wallet.api])).toEqual([['OKX Wallet', 'satsConnect']])
  source.stop()
})

test('waitFor gives up after its timeout for a wallet that never comes', async () => {
  const source = createBitcoinWalletSource({
    discoverStandardWallets: false,
    retryDelaysMs: [],
    onChange: () => {},
  })
  expect(await source.waitFor('nobody', 30)).toBeUndefined()
  source.stop()
})
