import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createWalletRegistry } from '../../../core/src/registry/createWalletRegistry.js'
import { createWalletListController } from '../../../core/src/walletList/createWalletListController.js'
import { type Registry, startRegistry } from './startRegistry.js'

// The wallet-list controller of @latchkit/core over the real registry client and the rig's
// 700 wallets, over real HTTP.

let registry: Registry
beforeAll(async () => {
  registry = await startRegistry()
})
afterAll(() => registry.stop())
afterEach(() => {
  registry.faults.clear()
  registry.clearRequests()
})

const walletRegistry = () =>
  createWalletRegistry({ baseUrl: registry.url, projectId: 'rig-project', sdkVersion: 'react-evm-0.1.0' })

describe('wallet list over the rig registry', () => {
  test('featured, recommended and pages of 40 with the first 20 images of each page fetched', async () => {
    const fetchedImages: { url: string; status: number; type: string | null }[] = []
    const [first, second, , , , , seventh] = registry.wallets
    const list = createWalletListController({
      registry: walletRegistry(),
      featuredWalletIds: [seventh?.id ?? '', second?.id ?? ''],
      excludeWalletIds: [first?.id ?? ''],
      prefetchImage: async (url) => {
        const response = await fetch(url)
        fetchedImages.push({ url, status: response.status, type: response.headers.get('content-type') })
      },
    })
    await list.load()
    expect(list.state.featured.map((wallet) => wallet.name)).toEqual([seventh?.name, second?.name])
    expect(list.state.recommended).toHaveLength(4)
    expect(list.state.recommended.map((wallet) => wallet.id)).not.toContain(first?.id)
    // The excluded id's record, so installed wallets are hidden by its rdns and name too.
    expect(list.state.excluded.map((wallet) => wallet.id)).toEqual([first?.id])

    await list.fetchNextPage()
    await list.fetchNextPage()
    expect(list.state.page).toBe(2)
    expect(list.state.wallets).toHaveLength(80)
    expect(list.state.count).toBe(700 - 1 - 2 - 4)
    expect(new Set(list.state.wallets.map((wallet) => wallet.id)).size).toBe(80)
    expect(fetchedImages).toHaveLength(40)
    expect(fetchedImages.every(({ status, type }) => status === 200 && type === 'image/svg+xml')).toBe(true)
    // Featured, recommended and excluded records, then pages 1 and 2.
    expect(registry.requestsTo('/getWallets').map((request) => request.query.get('page'))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '2',
    ])
  })

  test('only wallets of the site networks', async () => {
    const list = createWalletListController({
      registry: walletRegistry(),
      getChains: () => ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      prefetchImage: async () => {},
    })
    await list.fetchNextPage()
    const solanaWallets = registry.wallets.filter((wallet) =>
      wallet.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    )
    expect(list.state.count).toBe(solanaWallets.length)
    expect(
      list.state.wallets.every((wallet) =>
        wallet.chains?.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      ),
    ).toBe(true)
  })

  test('a page that fails after the retries leaves the list as it was; fetching again retries', async () => {
    const list = createWalletListController({ registry: walletRegistry(), prefetchImage: async () => {} })
    await list.fetchNextPage()
    registry.faults.next({ path: '/getWallets', status: 503, times: 3 })
    await expect(list.fetchNextPage()).rejects.toMatchObject({ name: 'HttpError', status: 503 })
    expect(list.state).toMatchObject({ page: 1, error: { operation: 'page' } })
    expect(list.state.wallets).toHaveLength(40)
    await list.fetchNextPage()
    expect(list.state).toMatchObject({ page: 2, error: null })
  })

  test('typing sends one search, 300 ms after the last keystroke', async () => {
    const list = createWalletListController({ registry: walletRegistry(), prefetchImage: async () => {} })
    list.search('q')
    list.search('qu')
    const lastKeystroke = Date.now()
    await list.search('quartz')
    const searches = registry.requestsTo('/getWallets')
    expect(searches.map((request) => request.query.get('search'))).toEqual(['quartz'])
    expect(searches[0]?.query.get('entries')).toBe('100')
    expect((searches[0]?.at ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(290)
    expect(list.state.search.length).toBeGreaterThan(0)
    expect(list.state.search.every((wallet) => wallet.name.toLowerCase().includes('quartz'))).toBe(true)
  })
})
