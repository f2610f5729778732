import { walletSearchDebounceMs, walletSearchPageSize } from '../constants.js'
import type { GetWalletsParameters, GetWalletsReturnType, Wallet } from '../contracts/walletRegistry.js'
import type { WalletListOperation, WalletListState } from './walletListState.js'

type WalletSearchParameters = {
  state: WalletListState
  query: (
    parameters: Partial<GetWalletsParameters> & Pick<GetWalletsParameters, 'page' | 'entries'>,
  ) => Promise<GetWalletsReturnType>
  customWallets: readonly Wallet[]
  fail: (operation: WalletListOperation, error: unknown) => never
  succeed: (operation: WalletListOperation) => void
  /** Receives the latest query's results (the list filters them into `state.search`). */
  setResults: (wallets: Wallet[]) => void
}

/**
 * The wallet search (spec section 9): up to 100 results, asked 300 ms after the last keystroke.
 * A newer query aborts the older request and its answer is dropped, so only the latest wins.
 */
export function createWalletSearch(parameters: WalletSearchParameters): (text: string) => Promise<void> {
  const { state, query, customWallets, fail, succeed, setResults } = parameters
  let latestRun = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  // Resolves the promise of a search still waiting out its debounce when a newer one replaces it.
  let settleWaiting: (() => void) | undefined

  async function run(runId: number, text: string, signal: AbortSignal) {
    try {
      const { data } = await query({ page: 1, entries: walletSearchPageSize, search: text, signal })
      if (runId !== latestRun) return
      const lower = text.toLowerCase()
      const custom = customWallets.filter((wallet) => wallet.name.toLowerCase().includes(lower))
      setResults([...custom, ...data])
      state.searchQuery = text
      state.isSearching = false
      succeed('search')
    } catch (error) {
      if (runId !== latestRun || signal.aborted) return
      state.isSearching = false
      fail('search', error)
    }
  }

  return (text) => {
    latestRun += 1
    const runId = latestRun
    clearTimeout(timer)
    inFlight?.abort()
    settleWaiting?.()
    settleWaiting = undefined
    const trimmed = text.trim()
    if (trimmed === '') {
      setResults([])
      state.searchQuery = ''
      state.isSearching = false
      return Promise.resolve()
    }
    state.isSearching = true
    const controller = new AbortController()
    inFlight = controller
    return new Promise((resolve, reject) => {
      settleWaiting = resolve
      timer = setTimeout(() => {
        settleWaiting = undefined
        run(runId, trimmed, controller.signal).then(resolve, reject)
      }, walletSearchDebounceMs)
    })
  }
}
