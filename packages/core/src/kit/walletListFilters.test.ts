import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Registry, startRegistry } from '../../../testing/src/registry/startRegistry.js'
import type { TestWallet } from '../../../testing/src/test-adapter/testWallet.js'
import type { Wallet } from '../contracts/walletRegistry.js'
import { createTestKit, evmAddress, metaMask } from './testKit.js'

// The kit's own registry client against the rig's 700 wallets: the hiding rules of spec section 5
// on the Connect list and on the all-wallets and search lists alike.
let registry: Registry
beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry.stop())

const registryIdOf = (name: string) => {
  const wallet = registry.wallets.find((entry) => entry.name === name)
  if (!wallet) throw new Error(`The rig has no ${name}`)
  return wallet.id
}
/** Rabby, installed without an rdns, under a name in another case than the registry's. */
const rabbyByName: TestWallet = { id: 'rabby-injected', name: 'RABBY WALLET', accounts: [evmAddress] }

const rigKit = (overrides: Parameters<typeof createTestKit>[0] = {}) =>
  createTestKit({ projectId: 'rig-project', walletRegistryUrl: registry.url, ...overrides })
const listedConnectorIds = (kit: ReturnType<typeof createTestKit>['kit']) =>
  kit
    .getState()
    .connectors.list.flatMap((item) => (item.connector && !item.wallet ? [item.connector.id] : []))

test('an excluded wallet id hides the installed wallet by its registry rdns, and by its name in any case', async () => {
  const { kit } = rigKit({
    evmWallets: [metaMask, rabbyByName],
    excludeWalletIds: [registryIdOf('MetaMask'), registryIdOf('Rabby Wallet')],
  })
  // Before the visitor opens the modal the registry was not asked: only ids are known.
  await kit._internal.connectors.loadList()
  expect(listedConnectorIds(kit)).toEqual(expect.arrayContaining(['io.metamask', 'rabby-injected']))
  kit.open()
  await kit.loadWallets()
  expect(
    kit
      .getState()
      .walletList.excluded.map((wallet) => wallet.name)
      .sort(),
  ).toEqual(['MetaMask', 'Rabby Wallet'])
  expect(listedConnectorIds(kit)).not.toContain('io.metamask')
  expect(listedConnectorIds(kit)).not.toContain('rabby-injected')
  expect(listedConnectorIds(kit)).toContain('app.phantom')
})

test('excluded wallets are left out of the all-wallets and search lists by rdns and name too', async () => {
  // A site's custom wallet that is MetaMask under another id.
  const customMetaMask: Wallet = { id: 'custom-metamask', name: 'metamask', image_url: 'data:,' }
  const { kit } = rigKit({ customWallets: [customMetaMask], excludeWalletIds: [registryIdOf('MetaMask')] })
  kit.open()
  await kit.loadWallets()
  await kit.fetchNextWalletsPage()
  const names = kit.getState().walletList.wallets.map((wallet) => wallet.name.toLowerCase())
  expect(names).not.toContain('metamask')
  expect(names).toHaveLength(40)
  await kit.searchWallets('meta')
  expect(kit.getState().walletList.search.map((wallet) => wallet.name.toLowerCase())).not.toContain(
    'metamask',
  )
})

test('on mobile the all-wallets and search lists show only wallets with a mobile link', async () => {
  const { kit } = rigKit({ environment: { isMobile: () => true, hasInjectedWallet: () => false } })
  kit.open()
  await kit.loadWallets()
  await kit.fetchNextWalletsPage()
  const { wallets, count } = kit.getState().walletList
  expect(wallets.length).toBeGreaterThan(0)
  expect(wallets.every((wallet) => Boolean(wallet.mobile_link))).toBe(true)
  // The rig has wallets without a mobile link on that page: they were hidden, and paging goes on.
  expect(wallets.length).toBeLessThan(40)
  expect(count).toBeGreaterThan(600)
  expect(kit._internal.walletList?.hasMorePages()).toBe(true)

  await kit.searchWallets('wallet')
  const search = kit.getState().walletList.search
  expect(search.length).toBeGreaterThan(0)
  expect(search.every((wallet) => Boolean(wallet.mobile_link))).toBe(true)
  expect(registry.wallets.some((wallet) => !wallet.mobile_link && /wallet/i.test(wallet.name))).toBe(true)
})

test('on desktop the same lists keep wallets without a mobile link', async () => {
  const { kit } = rigKit()
  kit.open()
  await kit.loadWallets()
  await kit.fetchNextWalletsPage()
  expect(kit.getState().walletList.wallets).toHaveLength(40)
  expect(kit.getState().walletList.wallets.some((wallet) => !wallet.mobile_link)).toBe(true)
})
