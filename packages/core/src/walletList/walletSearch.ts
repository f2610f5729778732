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
  /** The wallets already at hand (custom, featured, recommended, fetched pages) in list order. */
  loadedWallets: () => readonly Wallet[]
}

/** The wallets of `wallets` whose name contains `text`, ignoring case, each once. */
function matchingWallets(wallets: readonly Wallet[], text: string): Wallet[] {
  const lower = text.toLowerCase()
  const seen = new Set<string>()
  return wallets.filter((wallet) => {
    if (seen.has(wallet.id) || !wallet.name.toLowerCase().includes(lower)) return false
    seen.add(wallet.id)
    return true
  })
}

/**
 * The wallet search (spec section 9): up to 100 results, asked 300 ms after the last keystroke.
 * At once, without waiting, the results are the wallets already at hand whose name matches, so
 * they show while the visitor types; the registry's answer then adds the wallets not among them
 * (their order kept, so nothing shown moves). A newer query aborts the older request and its
 * answer is dropped, so only the latest wins.
 */
export function createWalletSearch(parameters: WalletSearchParameters): (text: string) => Promise<void> {
  const { state, query, customWallets, fail, succeed, setResults, loadedWallets } = parameters
  let latestRun = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  // Resolves the promise of a search still waiting out its debounce when a newer one replaces it.
  let settleWaiting: (() => void) | undefined

  const localResults = (text: string) => matchingWallets([...customWallets, ...loadedWallets()], text)

  async function run(runId: number, text: string, signal: AbortSignal) {
    try {
      const { data } = await query({ page: 1, entries: walletSearchPageSize, search: text, signal })
      if (runId !== latestRun) return
      const local = localResults(text)
      const shown = new Set(local.map((wallet) => wallet.id))
      setResults([...local, ...data.filter((wallet) => !shown.has(wallet.id))])
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
    setResults(localResults(trimmed))
    state.searchQuery = trimmed
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
