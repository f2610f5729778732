import type { TransactionsPage } from '../../contracts/blockchainApi.js'
import { TransactionsNeedAddressError } from '../../errors/history.js'
import type { MessageCode } from '../../errors/messages.js'
import type { Network } from '../../network/network.js'
import type { AccountsState } from '../account/accountState.js'
import type { NetworkState } from '../network/networkState.js'
import { groupByYearAndMonth, isShownTransaction } from './groupTransactions.js'
import { createHistoryState, type HistoryState } from './historyState.js'

/** Reads one page of `address`'s history on `network`. */
export type HistorySource = (parameters: {
  address: string
  network: Network
  cursor: string | undefined
}) => Promise<TransactionsPage>

/** What the activity views call (`kit.loadFeature('activity')`). */
export type HistoryController = {
  /** The first page of the active account's history (again from the start when the account or network changed). */
  load(): Promise<void>
  /** The next page, if any; nothing while a page loads. */
  loadMore(): Promise<void>
}

/**
 * The activity list over `state.history` (spec sections 3 and 4): loading, then filled (the empty
 * flag when nothing came back) or failed ('Failed to fetch transactions': empty list, cursor
 * cleared); spam NFT-only transactions and those of other chains hidden; grouped by year and month.
 * `source` is the provider API's history when the kit has one, else the adapter's.
 */
export function createHistoryController(parameters: {
  state: { history: HistoryState | undefined; network: NetworkState; accounts: AccountsState }
  source: (network: Network) => HistorySource | undefined
  /** Shows a catalogue message as the modal's snackbar. */
  showError: (code: MessageCode) => void
}): HistoryController {
  const { state } = parameters
  state.history = createHistoryState()
  // The store's own (proxied) object: writes to it reach the views.
  const history = state.history

  function active() {
    const network = state.network.activeCaipNetwork
    const address = network ? state.accounts[network.chainNamespace]?.address : undefined
    return { network, address }
  }

  async function loadPage(from: 'start' | 'next'): Promise<void> {
    const { network, address } = active()
    if (!address || !network) throw new TransactionsNeedAddressError()
    const key = `${network.caipNetworkId}:${address}`
    if (from === 'start' || history.key !== key) Object.assign(history, createHistoryState(), { key })
    if (history.loading || history.next === null) return
    const source = parameters.source(network)
    if (!source) {
      Object.assign(history, { next: null, empty: history.transactions.length === 0 })
      return
    }
    history.loading = true
    try {
      const page = await source({ address, network, cursor: history.next ?? undefined })
      // The account or network changed meanwhile: this page is not the list's any more.
      if (history.key !== key) return
      const shown = page.data.filter((transaction) => isShownTransaction(transaction, network.caipNetworkId))
      const known = new Set(history.transactions.map((transaction) => transaction.id))
      history.transactions = [...history.transactions, ...shown.filter((entry) => !known.has(entry.id))]
      history.transactionsByYear = groupByYearAndMonth(history.transactions)
      history.next = page.next
      history.empty = history.transactions.length === 0
      history.failed = false
    } catch {
      if (history.key !== key) return
      Object.assign(history, { transactions: [], transactionsByYear: {}, next: null, failed: true })
      parameters.showError('FAILED_TO_FETCH_TRANSACTIONS')
    } finally {
      if (history.key === key) history.loading = false
    }
  }

  return {
    load: () => loadPage('start'),
    loadMore: () => loadPage('next'),
  }
}
