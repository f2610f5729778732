import { afterEach, describe, expect, test, vi } from 'vitest'
import type { GetWalletsParameters, Wallet, WalletRegistry } from '../contracts/walletRegistry.js'
import { createWalletListController } from './createWalletListController.js'

// The registry is the controller's dependency, given as an object literal over 130 wallets (the
// extension point a site can fill itself); the controller runs for real.
const allWallets: Wallet[] = Array.from({ length: 130 }, (_, index) => ({
  id: `wallet-${index}`,
  name: index % 10 === 0 ? `Amber ${index}` : `Wallet ${index}`,
  image_id: `image-${index}`,
}))

function createRegistry() {
  const calls: GetWalletsParameters[] = []
  let failures = 0
  let gate: Promise<void> | undefined
  const registry: Pick<WalletRegistry, 'getWallets' | 'getWalletImageUrl'> = {
    async getWallets(parameters) {
      calls.push(parameters)
      const signal = parameters.signal
      if (gate) await gate
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError')
      if (failures > 0) {
        failures -= 1
        throw new Error('Registry unavailable')
      }
      const matching = allWallets.filter(
        (wallet) =>
          (!parameters.include || parameters.include.includes(wallet.id)) &&
          !parameters.exclude?.includes(wallet.id) &&
          (!parameters.search || wallet.name.toLowerCase().includes(parameters.search.toLowerCase())),
      )
      const start = (parameters.page - 1) * parameters.entries
      return { data: matching.slice(start, start + parameters.entries), count: matching.length }
    },
    getWalletImageUrl: (imageId) => `https://registry.example/getWalletImage/${imageId}`,
  }
  return {
    registry,
    calls,
    failNext: (count = 1) => {
      failures = count
    },
    /** Holds every answer until the returned function is called. */
    hold: () => {
      let release = () => {}
      gate = new Promise((resolve) => {
        release = () => {
          gate = undefined
          resolve()
        }
      })
      return release
    },
  }
}

const ids = (wallets: readonly Wallet[]) => wallets.map((wallet) => wallet.id)

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletListController', () => {
  test('featured wallets in the site order, then 4 recommended without featured or excluded ones', async () => {
    const { registry } = createRegistry()
    const list = createWalletListController({
      registry,
      featuredWalletIds: ['wallet-9', 'wallet-2'],
      excludeWalletIds: ['wallet-0'],
    })
    await list.load()
    expect(ids(list.state.featured)).toEqual(['wallet-9', 'wallet-2'])
    expect(ids(list.state.recommended)).toEqual(['wallet-1', 'wallet-3', 'wallet-4', 'wallet-5'])
  })

  test('pages of 40 after the wallets shown above, custom wallets first, images of the first 20 prefetched', async () => {
    const { registry, calls } = createRegistry()
    const prefetched: string[] = []
    const custom: Wallet = {
      id: 'my-wallet',
      name: 'My Wallet',
      image_url: 'https://site.example/wallet.svg',
    }
    const list = createWalletListController({
      registry,
      featuredWalletIds: ['wallet-9'],
      customWallets: [custom],
      prefetchImage: async (url) => {
        prefetched.push(url)
      },
    })
    await list.load()
    await list.fetchNextPage()
    expect(list.state.page).toBe(1)
    expect(ids(list.state.wallets).slice(0, 3)).toEqual(['my-wallet', 'wallet-4', 'wallet-5'])
    expect(list.state.wallets).toHaveLength(41)
    expect(list.state.count).toBe(130 - 5 + 1)
    expect(calls.at(-1)).toMatchObject({
      page: 1,
      entries: 40,
      exclude: ['wallet-9', 'wallet-0', 'wallet-1', 'wallet-2', 'wallet-3'],
    })
    expect(prefetched).toHaveLength(20)
    expect(prefetched[0]).toBe('https://registry.example/getWalletImage/image-4')

    await Promise.all([list.fetchNextPage(), list.fetchNextPage()])
    expect(list.state.page).toBe(2)
    expect(list.state.wallets).toHaveLength(81)
    expect(calls.filter((call) => call.page === 2)).toHaveLength(1)
    expect(prefetched).toHaveLength(40)
    await list.fetchNextPage()
    await list.fetchNextPage()
    expect(list.state.wallets).toHaveLength(126)
    expect(list.hasMorePages()).toBe(false)
  })

  test('lists only included wallets when the site includes some', async () => {
    const { registry } = createRegistry()
    const list = createWalletListController({ registry, includeWalletIds: ['wallet-7', 'wallet-8'] })
    await list.load()
    await list.fetchNextPage()
    expect(ids(list.state.recommended)).toEqual(['wallet-7', 'wallet-8'])
    expect(list.state.count).toBe(0)
  })

  test('a failed page leaves the list as it was, and fetching again retries it', async () => {
    const { registry, failNext } = createRegistry()
    const list = createWalletListController({ registry })
    await list.fetchNextPage()
    failNext()
    await expect(list.fetchNextPage()).rejects.toThrow('Registry unavailable')
    expect(list.state).toMatchObject({
      page: 1,
      isLoadingPage: false,
      error: { operation: 'page', message: 'Registry unavailable' },
    })
    expect(list.state.wallets).toHaveLength(40)
    await list.fetchNextPage()
    expect(list.state.page).toBe(2)
    expect(list.state.wallets).toHaveLength(80)
    expect(list.state.error).toBeNull()
  })

  test('a failed load keeps what loaded and can be retried', async () => {
    const { registry, failNext } = createRegistry()
    const list = createWalletListController({ registry, featuredWalletIds: ['wallet-1'] })
    failNext()
    await expect(list.load()).rejects.toThrow('Registry unavailable')
    expect(list.state.error?.operation).toMatch(/featured|recommended/)
    await list.load()
    expect(ids(list.state.featured)).toEqual(['wallet-1'])
    expect(list.state.recommended).toHaveLength(4)
    expect(list.state.error).toBeNull()
  })

  test('search waits 300 ms after the last keystroke and asks for up to 100 results', async () => {
    vi.useFakeTimers()
    const { registry, calls } = createRegistry()
    const list = createWalletListController({
      registry,
      customWallets: [{ id: 'amber-site', name: 'Amber Site Wallet' }],
    })
    const typing = [list.search('a'), list.search('am'), list.search('amb')]
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toEqual([])
    expect(list.state.isSearching).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await Promise.all(typing)
    expect(calls).toEqual([expect.objectContaining({ page: 1, entries: 100, search: 'amb' })])
    expect(list.state.searchQuery).toBe('amb')
    expect(ids(list.state.search)).toEqual([
      'amber-site',
      ...allWallets.filter((w) => w.name.startsWith('Amber')).map((w) => w.id),
    ])
    expect(list.state.isSearching).toBe(false)

    await list.search('  ')
    expect(list.state.search).toEqual([])
    expect(list.state.searchQuery).toBe('')
  })

  test('only the latest search wins, even when an older answer arrives later', async () => {
    vi.useFakeTimers()
    const { registry, calls, hold } = createRegistry()
    const list = createWalletListController({ registry })
    const release = hold()
    const older = list.search('wallet 1')
    await vi.advanceTimersByTimeAsync(300)
    expect(calls.at(-1)?.search).toBe('wallet 1')
    const newer = list.search('amber')
    expect(calls.at(-1)?.signal?.aborted).toBe(true)
    release()
    await older
    // The older answer is dropped: the state still waits for the newer query's.
    expect(list.state).toMatchObject({ searchQuery: 'amber', search: [], isSearching: true })
    await vi.advanceTimersByTimeAsync(300)
    await newer
    expect(list.state.searchQuery).toBe('amber')
    expect(list.state.search.every((wallet) => wallet.name.startsWith('Amber'))).toBe(true)
  })

  test('search shows the matching wallets already fetched at once, then adds the registry results after them', async () => {
    vi.useFakeTimers()
    const { registry, calls } = createRegistry()
    const list = createWalletListController({
      registry,
      featuredWalletIds: ['wallet-120'],
      customWallets: [{ id: 'amber-site', name: 'Amber Site Wallet' }],
      isShown: (wallet) => wallet.id !== 'wallet-30',
    })
    await list.load()
    await list.fetchNextPage()
    const searching = list.search('AMBER')
    // Before any request: the site's wallet, the featured, the recommended (wallet-0) and the first
    // page's, in list order, the hidden wallet-30 left out.
    const atHand = ['amber-site', 'wallet-120', 'wallet-0', 'wallet-10', 'wallet-20', 'wallet-40']
    expect(calls.filter((call) => call.search)).toEqual([])
    expect(list.state).toMatchObject({ searchQuery: 'AMBER', isSearching: true })
    expect(ids(list.state.search)).toEqual(atHand)
    await vi.advanceTimersByTimeAsync(300)
    await searching
    // The registry's answer adds what was not at hand, after it; a hidden wallet stays hidden.
    const more = ['wallet-50', 'wallet-60', 'wallet-70', 'wallet-80', 'wallet-90', 'wallet-100', 'wallet-110']
    expect(ids(list.state.search)).toEqual([...atHand, ...more])
    expect(list.state.isSearching).toBe(false)
  })

  test('a failed search is reported and can be retried', async () => {
    vi.useFakeTimers()
    const { registry, failNext } = createRegistry()
    const list = createWalletListController({ registry })
    failNext()
    const failing = list.search('amber').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(300)
    expect(await failing).toEqual(new Error('Registry unavailable'))
    expect(list.state).toMatchObject({ isSearching: false, error: { operation: 'search' } })
    const retry = list.search('amber')
    await vi.advanceTimersByTimeAsync(300)
    await retry
    expect(list.state.search.length).toBeGreaterThan(0)
    expect(list.state.error).toBeNull()
  })
})
