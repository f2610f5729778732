import { expect, test } from 'vitest'
import type { GetWalletsParameters, Wallet, WalletRegistry } from '../contracts/walletRegistry.js'
import { createTestKit } from './testKit.js'

const registryWallets: Wallet[] = Array.from({ length: 50 }, (_, index) => ({
  id: `wallet-${index}`,
  name: `Wallet ${index}`,
  mobile_link: `wallet${index}://`,
}))

/** A wallet registry answering from memory, as a site could write one. */
function createRegistry() {
  const requests: GetWalletsParameters[] = []
  const registry: Pick<WalletRegistry, 'getRemoteFeatures' | 'getWallets' | 'getWalletImageUrl'> = {
    getRemoteFeatures: async () => null,
    getWalletImageUrl: (id) => `data:image/svg+xml,${id}`,
    async getWallets(parameters) {
      requests.push(parameters)
      const listed = registryWallets.filter(
        (wallet) =>
          (!parameters.include || parameters.include.includes(wallet.id)) &&
          !parameters.exclude?.includes(wallet.id) &&
          (!parameters.search || wallet.name.toLowerCase().includes(parameters.search.toLowerCase())),
      )
      const start = (parameters.page - 1) * parameters.entries
      return { data: listed.slice(start, start + parameters.entries), count: listed.length }
    },
  }
  return { registry, requests }
}

test('the registry wallets feed the wallet list: featured and recommended join the Connect list', async () => {
  const { registry, requests } = createRegistry()
  const { kit } = createTestKit({ walletRegistry: registry, featuredWalletIds: ['wallet-7', 'wallet-3'] })
  await kit.ready
  await kit.loadWallets()
  await kit._internal.connectors.loadList()
  expect(kit.getState().walletList.featured.map((wallet) => wallet.id)).toEqual(['wallet-7', 'wallet-3'])
  expect(kit.getState().walletList.recommended).toHaveLength(4)
  const groups = kit
    .getState()
    .connectors.list.map((item) => `${item.group}:${item.wallet?.id ?? item.connector?.id}`)
  expect(groups.slice(0, 5)).toEqual([
    'walletConnect:walletConnect',
    'injected:io.metamask',
    'injected:app.phantom',
    'featured:wallet-7',
    'featured:wallet-3',
  ])
  expect(groups.filter((entry) => entry.startsWith('recommended:'))).toHaveLength(4)
  // Only wallets of the site's networks are asked for.
  expect(requests[0]?.chains).toEqual([
    'eip155:1',
    'eip155:10',
    'solana:testnetgenesis',
    'solana:devnetgenesis',
  ])
})

test('all wallets are paged and searched through the kit', async () => {
  const { registry } = createRegistry()
  const { kit } = createTestKit({ walletRegistry: registry })
  await kit.loadWallets()
  await kit.fetchNextWalletsPage()
  expect(kit.getState().walletList).toMatchObject({ page: 1, count: 46 })
  expect(kit.getState().walletList.wallets).toHaveLength(40)
  await kit.searchWallets('Wallet 4')
  expect(kit.getState().walletList.search.map((wallet) => wallet.id)).toContain('wallet-42')
})

test('without a registry the wallet list stays empty and its actions do nothing', async () => {
  const { kit } = createTestKit({ projectId: undefined })
  await kit.loadWallets()
  await kit.fetchNextWalletsPage()
  await kit.searchWallets('x')
  expect(kit.getState().walletList).toMatchObject({ featured: [], recommended: [], wallets: [], page: 0 })
})
