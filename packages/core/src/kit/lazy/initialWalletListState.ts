import { proxy } from 'valtio/vanilla'
import type { WalletListState } from '../../walletList/walletListState.js'

/**
 * The kit's wallet list state before its controller loads. Kept apart from the controller's own
 * `createWalletListState` so the bundler leaves the controller's code in its lazy chunk.
 */
export function initialWalletListState(
  parameters: Pick<WalletListState, 'isAvailable' | 'maxListed'>,
): WalletListState {
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
    ...parameters,
  })
}
