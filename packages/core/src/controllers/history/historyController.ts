import type { Transaction, TransactionsPage } from '../../contracts/blockchainApi.js'
import { TransactionsNeedAddressError } from '../../errors/history.js'
import type { MessageCode } from '../../errors/messages.js'
import type { Network } from '../../network/network.js'
import type { AccountsState } from '../account/accountState.js'
import type { NetworkState } from '../network/networkState.js'
import { groupByYearAndMonth, isShownTransaction } from './groupTransactions.js'
import { createHistoryState, type HistoryState } from './historyState.js'
import { pendingOf, transactionHash } from './pendingTransactions.js'

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
  /**
   * Reads the first page again and puts what is new at the top, keeping the pages already
   * loaded: pending sends the source now lists become its entries. Failures are silent (the
   * list stays as it was); call it while `pendingShown` is true.
   */
  refresh(): Promise<void>
  /** Whether the active account has pending sends in its list. */
  pendingShown(): boolean
  /** Whether activity has a source for `network` (the provider API where it serves it, or the adapter's history). */
  hasSource(network: Network): Promise<boolean>
}

/**
 * The activity list over `state.history` (spec sections 3 and 4): loading, then filled (the empty
 * flag when nothing came back) or failed ('Failed to fetch transactions': empty list, cursor
 * cleared); spam NFT-only transactions and those of other chains hidden; grouped by year and month,
 * with the modal's own pending sends at the top until the source lists them.
 * `source` is the provider API's history when the kit has one, else the adapter's.
 */
export function createHistoryController(parameters: {
  state: { history: HistoryState | undefined; network: NetworkState; accounts: AccountsState }
  /** The network's history source, or `undefined` where nothing serves its history. */
  source: (network: Network) => Promise<HistorySource | undefined>
  /** Shows a catalogue message as the modal's snackbar. */
  showError: (code: MessageCode) => void
}): HistoryController {
  const { state } = parameters
  // A send made before activity first opened has already created it, with its pending entry.
  state.history ??= createHistoryState()
  // The store's own (proxied) object: writes to it reach the views.
  const history = state.history

  function active() {
    const network = state.network.activeCaipNetwork
    const address = network ? state.accounts[network.chainNamespace]?.address : undefined
    return { network, address }
  }

  /** Takes a page's shown transactions into the list (at the end, or the top) and regroups. */
  function take(network: Network, address: string, page: Transaction[], where: 'end' | 'top') {
    const shown = page.filter((transaction) => isShownTransaction(transaction, network.caipNetworkId))
    const known = new Set(history.transactions.map((transaction) => transaction.id))
    const added = shown.filter((entry) => !known.has(entry.id))
    history.transactions =
      where === 'end' ? [...history.transactions, ...added] : [...added, ...history.transactions]
    const listed = new Set(history.transactions.map(transactionHash))
    history.pending = history.pending.filter((transaction) => !listed.has(transactionHash(transaction)))
    const pending = pendingOf(history.pending, network.caipNetworkId, address)
    history.transactionsByYear = groupByYearAndMonth([...pending, ...history.transactions])
    history.empty = history.transactions.length === 0 && pending.length === 0
  }

  async function loadPage(from: 'start' | 'next'): Promise<void> {
    const { network, address } = active()
    if (!address || !network) throw new TransactionsNeedAddressError()
    const key = `${network.caipNetworkId}:${address}`
    if (from === 'start' || history.key !== key)
      Object.assign(history, createHistoryState(), { key, pending: history.pending })
    if (history.loading || history.next === null) return
    history.loading = true
    try {
      const source = await parameters.source(network)
      if (history.key !== key) return
      if (!source) {
        take(network, address, [], 'end')
        history.next = null
        return
      }
      const page = await source({ address, network, cursor: history.next ?? undefined })
      // The account or network changed meanwhile: this page is not the list's any more.
      if (history.key !== key) return
      take(network, address, page.data, 'end')
      history.next = page.next
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
    async refresh() {
      const { network, address } = active()
      if (!address || !network || history.key !== `${network.caipNetworkId}:${address}`) return
      const key = history.key
      const source = await parameters.source(network)
      const page = source && (await source({ address, network, cursor: undefined }).catch(() => undefined))
      if (page && history.key === key) take(network, address, page.data, 'top')
    },
    pendingShown() {
      const { network, address } = active()
      return !!network && !!address && pendingOf(history.pending, network.caipNetworkId, address).length > 0
    },
    hasSource: async (network) => (await parameters.source(network)) !== undefined,
  }
}
