import type { Transaction } from '../../contracts/blockchainApi.js'
import type { TransactionsByMonth } from './historyState.js'

/**
 * Whether the activity list shows `transaction` (spec section 4): not one whose transfers are all
 * spam NFTs, and not one of another chain than `caipNetworkId` (when it names its chain).
 */
export function isShownTransaction(transaction: Transaction, caipNetworkId: string): boolean {
  const chain = transaction.metadata.chain
  if (chain && chain !== caipNetworkId) return false
  const { transfers } = transaction
  return !(transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true))
}

/** Transactions by year, then month (0 to 11), in the order given (newest first); undated ones are left out. */
export function groupByYearAndMonth(
  transactions: readonly Transaction[],
): Record<number, TransactionsByMonth> {
  const byYear: Record<number, TransactionsByMonth> = {}
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(minedAt.getTime())) continue
    const year = minedAt.getUTCFullYear()
    const month = minedAt.getUTCMonth()
    const months = byYear[year] ?? {}
    byYear[year] = months
    const inMonth = months[month] ?? []
    months[month] = inMonth
    inMonth.push(transaction)
  }
  return byYear
}
