import { loadOnce } from '../../utils/loadOnce.js'
import type { WalletListFilters } from '../../walletList/createShownWalletList.js'
import type {
  CreateWalletListControllerParameters,
  WalletListController,
} from '../../walletList/createWalletListController.js'
import type { WalletListState } from '../../walletList/walletListState.js'

/** The wallet list controller, plus {@link LazyWalletList.prefetch | prefetch} of its code. */
export type LazyWalletList = WalletListController & {
  /**
   * Downloads the controller's code and creates it, without asking the registry anything, so
   * the first `load` or `search` runs without waiting for a download. Resolves once it is there.
   */
  prefetch(): Promise<void>
}

/**
 * The wallet list controller, fetched when the wallets are first loaded or searched (the modal
 * opens). Its state is there from the start, with its initial values.
 */
export function lazyWalletList(
  parameters: CreateWalletListControllerParameters & {
    state: WalletListState
    /** What hides a wallet from the lists, read at each filtering (see `createShownWalletList`). */
    getFilters?: (() => WalletListFilters) | undefined
  },
): LazyWalletList {
  const { state } = parameters
  const part = loadOnce(async () => {
    const { createShownWalletList } = await import('../../walletList/createShownWalletList.js')
    return createShownWalletList(parameters)
  })
  return {
    state,
    maxListed: state.maxListed,
    prefetch: async () => {
      await part.get()
    },
    // Once loaded, without a detour through a promise: the registry is asked in the caller's task.
    load: () => part.loaded()?.load() ?? part.get().then((controller) => controller.load()),
    fetchNextPage: async () => (await part.get()).fetchNextPage(),
    // Nothing fetched yet: the first page is still to come.
    hasMorePages: () => part.loaded()?.hasMorePages() ?? true,
    // Once loaded, synchronously: the wallets at hand are in the state before the keystroke's render.
    search: (text) => part.loaded()?.search(text) ?? part.get().then((controller) => controller.search(text)),
    // Nothing fetched yet, so nothing to filter again or forget.
    refilter: () => part.loaded()?.refilter(),
    reset: () => part.loaded()?.reset(),
  }
}
