import type { CaipNetworkId } from '../caip/caip.js'
import { recommendedWalletsPageSize, walletImagePrefetchCount, walletListPageSize } from '../constants.js'
import type { GetWalletsParameters, Wallet, WalletRegistry } from '../contracts/walletRegistry.js'
import { maxListedWallets } from './maxListedWallets.js'
import { prefetchImage as prefetchBrowserImage } from './prefetchImage.js'
import { createWalletListState, type WalletListOperation, type WalletListState } from './walletListState.js'
import { createWalletSearch } from './walletSearch.js'

export type CreateWalletListControllerParameters = {
  registry: Pick<WalletRegistry, 'getWallets' | 'getWalletImageUrl'>
  /** Wallets shown first, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  /** When set, only these wallets are listed. */
  includeWalletIds?: readonly string[] | undefined
  /** Never listed. */
  excludeWalletIds?: readonly string[] | undefined
  /** The site's own wallets, listed before the registry's and found by search. */
  customWallets?: readonly Wallet[] | undefined
  /** The site's networks: only wallets supporting one of them are listed. */
  getChains?: (() => readonly CaipNetworkId[]) | undefined
  /** @default a browser image preload; nothing outside a browser */
  prefetchImage?: ((url: string) => Promise<void>) | undefined
  /**
   * Whether a wallet of the all-wallets and search lists is shown (the site's exclusions by rdns
   * or name, the mobile filters). Asked again on `refilter()`. @default every wallet
   */
  isShown?: ((wallet: Wallet) => boolean) | undefined
  /** The state to fill (the kit creates it up front and loads this controller later). @default a new one */
  state?: WalletListState | undefined
}

export type WalletListController = ReturnType<typeof createWalletListController>

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The wallet list (spec sections 3, 6 and 9): featured wallets, a page of 4 recommended, all
 * wallets 40 per page (images of the first 20 of each page prefetched), and a debounced search of
 * up to 100 results where only the latest query wins. A failed fetch leaves the state as it was
 * (with `error` set), so calling it again retries.
 */
export function createWalletListController(parameters: CreateWalletListControllerParameters) {
  const {
    registry,
    featuredWalletIds = [],
    includeWalletIds,
    excludeWalletIds = [],
    customWallets = [],
  } = parameters
  const prefetch = parameters.prefetchImage ?? prefetchBrowserImage
  const state: WalletListState = parameters.state ?? createWalletListState()
  let pendingPage: Promise<void> | undefined
  // What the registry answered, before `isShown`; the state holds the shown part.
  const fetched = { wallets: [] as Wallet[], search: [] as Wallet[] }
  const shown = (wallets: readonly Wallet[]) =>
    parameters.isShown ? wallets.filter(parameters.isShown) : [...wallets]
  function refilter() {
    state.wallets = shown(fetched.wallets)
    state.search = shown(fetched.search)
  }

  const query = (overrides: Partial<GetWalletsParameters> & Pick<GetWalletsParameters, 'page' | 'entries'>) =>
    registry.getWallets({
      include: includeWalletIds?.length ? includeWalletIds : undefined,
      exclude: excludeWalletIds.length ? excludeWalletIds : undefined,
      chains: parameters.getChains?.(),
      ...overrides,
    })

  const imageUrlOf = (wallet: Wallet) =>
    wallet.image_url ?? (wallet.image_id ? registry.getWalletImageUrl(wallet.image_id) : undefined)

  async function prefetchImages(wallets: readonly Wallet[]) {
    const urls = wallets.slice(0, walletImagePrefetchCount).flatMap((wallet) => imageUrlOf(wallet) ?? [])
    await Promise.allSettled(urls.map((url) => prefetch(url)))
  }

  function fail(operation: WalletListOperation, error: unknown): never {
    state.error = { operation, message: messageOf(error) }
    throw error
  }
  function succeed(operation: WalletListOperation) {
    if (state.error?.operation === operation) state.error = null
  }

  async function fetchFeatured() {
    if (featuredWalletIds.length === 0) return
    try {
      const { data } = await query({ page: 1, entries: featuredWalletIds.length, include: featuredWalletIds })
      const rank = (wallet: Wallet) => featuredWalletIds.indexOf(wallet.id)
      state.featured = data.filter((wallet) => rank(wallet) >= 0).sort((a, b) => rank(a) - rank(b))
      succeed('featured')
    } catch (error) {
      fail('featured', error)
    }
  }

  // The registry records of excluded ids, so installed wallets can be matched by rdns and name.
  async function fetchExcluded() {
    if (excludeWalletIds.length === 0) return
    try {
      const { data } = await query({
        page: 1,
        entries: excludeWalletIds.length,
        include: excludeWalletIds,
        exclude: undefined,
      })
      state.excluded = data.filter((wallet) => excludeWalletIds.includes(wallet.id))
      succeed('excluded')
    } catch (error) {
      fail('excluded', error)
    }
  }

  async function fetchRecommended() {
    try {
      const { data } = await query({
        page: 1,
        entries: recommendedWalletsPageSize,
        exclude: [...excludeWalletIds, ...featuredWalletIds],
      })
      state.recommended = data
      succeed('recommended')
    } catch (error) {
      fail('recommended', error)
    }
  }

  async function loadPage(page: number) {
    state.isLoadingPage = true
    try {
      const shownAbove = [...featuredWalletIds, ...state.recommended.map((wallet) => wallet.id)]
      const { data, count } = await query({
        page,
        entries: walletListPageSize,
        exclude: [...excludeWalletIds, ...shownAbove],
      })
      await prefetchImages(data)
      const firstPage = page === 1 ? [...customWallets] : []
      const known = new Set(page === 1 ? [] : fetched.wallets.map((wallet) => wallet.id))
      fetched.wallets = [
        ...(page === 1 ? [] : fetched.wallets),
        ...firstPage,
        ...data.filter((w) => !known.has(w.id)),
      ]
      state.wallets = shown(fetched.wallets)
      state.count = count + customWallets.length
      state.page = page
      succeed('page')
    } catch (error) {
      fail('page', error)
    } finally {
      state.isLoadingPage = false
    }
  }

  return {
    state,
    /** At most how many wallets `load` adds to the Connect list (see {@link maxListedWallets}). */
    maxListed: maxListedWallets(featuredWalletIds),
    /** Fetches the featured, recommended and excluded wallets. */
    async load() {
      const results = await Promise.allSettled([fetchFeatured(), fetchRecommended(), fetchExcluded()])
      const failure = results.find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
    },
    /** Fetches the next page of all wallets; a call while one is loading waits for it. */
    fetchNextPage(): Promise<void> {
      pendingPage ??= loadPage(state.page + 1).finally(() => {
        pendingPage = undefined
      })
      return pendingPage
    },
    /** Whether all wallets are fetched. */
    hasMorePages: () => state.page === 0 || fetched.wallets.length < state.count,
    /**
     * Searches: at once among the wallets already fetched, and in the registry after the visitor
     * stops typing for 300 ms; a newer query cancels an older one. Resolves when this query's
     * registry results are in, or when a newer query replaced it.
     */
    search: createWalletSearch({
      state,
      query,
      customWallets,
      fail,
      succeed,
      setResults(wallets) {
        fetched.search = wallets
        state.search = shown(wallets)
      },
      loadedWallets: () => [...state.featured, ...state.recommended, ...fetched.wallets],
    }),
    /** Applies `isShown` again to what was fetched (after the environment or namespace changed). */
    refilter,
    /** Forgets the fetched pages (after the site's networks change). */
    reset() {
      fetched.wallets = []
      state.wallets = []
      state.count = 0
      state.page = 0
    },
  }
}
