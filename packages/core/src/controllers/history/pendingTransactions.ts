import type { Transaction } from '../../contracts/blockchainApi.js'
import { createHistoryState, type HistoryState } from './historyState.js'

/** The transaction's hash as the sources name it (EVM hashes in any case). */
export const transactionHash = (transaction: Transaction) =>
  (transaction.metadata.hash ?? transaction.id).toLowerCase()

/** Spec section 9: at most this many pending transactions are kept (the oldest go first). */
export const pendingTransactionsLimit = 99

/**
 * Records a send the modal made as pending in the activity list (created here when activity has
 * not opened yet): it shows at once, and the history controller drops it once the source lists
 * the same hash. The newest {@link pendingTransactionsLimit} are kept.
 */
export function recordPendingTransaction(
  state: { history: HistoryState | undefined },
  transaction: Transaction,
): void {
  state.history ??= createHistoryState()
  state.history.pending = [transaction, ...state.history.pending].slice(0, pendingTransactionsLimit)
}

/** The pending sends of `address` on `caipNetworkId` (addresses compared as EVM's, in any case). */
export function pendingOf(
  pending: readonly Transaction[],
  caipNetworkId: string,
  address: string,
): Transaction[] {
  const from = address.toLowerCase()
  return pending.filter(
    (transaction) =>
      transaction.metadata.chain === caipNetworkId && transaction.metadata.sentFrom?.toLowerCase() === from,
  )
}
