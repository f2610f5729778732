import { expect, test } from 'vitest'
import type { Wallet, WalletRegistry } from '../../contracts/walletRegistry.js'
import { createWalletListState } from '../../walletList/walletListState.js'
import { lazyWalletList } from './lazyWalletList.js'

const wallets: Wallet[] = [
  { id: 'a', name: 'Amber Wallet' },
  { id: 'b', name: 'Basalt Wallet' },
]
const registry: Pick<WalletRegistry, 'getWallets' | 'getWalletImageUrl'> = {
  getWallets: async ({ search }) => {
    const data = wallets.filter(
      (wallet) => !search || wallet.name.toLowerCase().includes(search.toLowerCase()),
    )
    return { data, count: data.length }
  },
  getWalletImageUrl: (imageId) => `https://registry.example/${imageId}`,
}

test('once the controller is loaded, a search shows the wallets at hand before the call returns', async () => {
  const list = lazyWalletList({ registry, state: createWalletListState(), prefetchImage: async () => {} })
  // Before loading, the first search waits for the controller's code.
  void list.search('zzz')
  expect(list.state.searchQuery).toBe('')
  await list.fetchNextPage()
  void list.search('basalt')
  expect(list.state).toMatchObject({ searchQuery: 'basalt', isSearching: true })
  expect(list.state.search.map((wallet) => wallet.id)).toEqual(['b'])
  await list.search('')
  expect(list.state.searchQuery).toBe('')
})
