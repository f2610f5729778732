import { proxy } from 'valtio/vanilla'
import type { Wallet } from '../contracts/walletRegistry.js'

/** Which fetch of the wallet list failed last, for the view to offer a retry. */
export type WalletListOperation = 'featured' | 'recommended' | 'excluded' | 'page' | 'search'

/** The wallet list (spec section 3): what the connect and all-wallets views show. */
export type WalletListState = {
  /** The site's featured wallets, in the order of `featuredWalletIds`. */
  featured: Wallet[]
  /** The first registry wallets after the featured ones (a page of 4). */
  recommended: Wallet[]
  /** The registry records of the site's excluded ids (their rdns and names hide installed wallets). */
  excluded: Wallet[]
  /** All wallets fetched so far, page after page (custom wallets first), those shown only. */
  wallets: Wallet[]
  /** Results of the latest search: the matching wallets at hand, then the registry's (see `isSearching`). */
  search: Wallet[]
  /** The query `search` holds results for ('' when none); while `isSearching`, the registry's are still to come. */
  searchQuery: string
  /** How many wallets the all-wallets list has in total. */
  count: number
  /** The last page fetched (0 before the first). */
  page: number
  isLoadingPage: boolean
  isSearching: boolean
  /** The last failure, cleared when that fetch succeeds. */
  error: { operation: WalletListOperation; message: string } | null
  /** Whether a registry lists wallets (without one, the lists stay empty). */
  isAvailable: boolean
  /**
   * At most how many registry wallets the first load adds to the Connect list (the featured ones
   * and a page of recommended): a view reserves this room while they load.
   */
  maxListed: number
}

export function createWalletListState(): WalletListState {
  return proxy<WalletListState>({
    featured: [],
    recommended: [],
    excluded: [],
    wallets: [],
    search: [],
    searchQuery: '',
    count: 0,
    page: 0,
    isLoadingPage: false,
    isSearching: false,
    error: null,
    isAvailable: true,
    maxListed: 0,
  })
}
