import type { Transaction } from '../../contracts/blockchainApi.js'

/** Transactions of one month, as the activity list groups them. */
export type TransactionsByMonth = Record<number, Transaction[]>

/** The activity list (spec section 3): transactions, grouped by year and month, and paging. */
export type HistoryState = {
  /** The account and network the list is of (`caipNetworkId:address`). */
  key: string | undefined
  transactions: Transaction[]
  /** Year → month (0-11) → transactions, newest first. */
  transactionsByYear: Record<number, TransactionsByMonth>
  /** The cursor of the next page; `undefined` before the first page, null at the end. */
  next: string | null | undefined
  loading: boolean
  /** The first page came back with nothing to show. */
  empty: boolean
  /** The last load failed ('Failed to fetch transactions'). */
  failed: boolean
  /**
   * Sends made from the modal that the history source does not list yet, newest first: shown at
   * the top of their account's list as pending until the source lists them (then they are
   * replaced by the source's entry, in the same place).
   */
  pending: Transaction[]
}

export function createHistoryState(): HistoryState {
  return {
    key: undefined,
    transactions: [],
    transactionsByYear: {},
    next: undefined,
    loading: false,
    empty: false,
    failed: false,
    pending: [],
  }
}
