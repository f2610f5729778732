import type { TransactionsPage } from '@latchkit/core'
import { type EvmAdapterContext, requireNetwork } from '../adapter/evmAdapterContext.js'
import { ExplorerApiError } from '../errors/historyErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import { readExplorerApiUrl } from './readExplorerApiUrl.js'
import { readExplorerPage } from './readExplorerPage.js'
import { readTokenTransferRow, readTransactionRow } from './readExplorerRows.js'
import { toTransactions } from './toTransactions.js'

/** Rows asked of each list per page. */
export const transactionsPageSize = 20
// Etherscan answers rows up to page × offset = 10,000: the last page it serves at 20 a page.
const lastPage = 10_000 / transactionsPageSize

/** The page a cursor names (`undefined`: the first). */
function readCursor(cursor: string | undefined, chainId: number): number {
  if (cursor === undefined) return 1
  const page = /^\d{1,3}$/.test(cursor) ? Number(cursor) : 0
  if (page < 1 || page > lastPage)
    throw new ExplorerApiError({
      chainId,
      reason: `"${cursor.slice(0, 20)}" is not a cursor getTransactions gave.`,
    })
  return page
}

/**
 * `address`'s history on `network`, newest first, 20 transactions and 20 token transfers a page,
 * from the network's Etherscan-compatible account API (`explorerApiUrls`, else the chain's
 * `blockExplorers.default.apiUrl`): `txlist` and `tokentx` of the same page merged into one
 * transaction per hash. `next` is the following page's cursor, `null` once both lists came back
 * short. Each row is checked; a malformed one is left out.
 *
 * Both lists are paged apart by the API, so a transaction with both native value and token
 * transfers may show on two pages of a long history, each time with what that page holds.
 *
 * @throws {TransactionHistoryUnavailableError} for a network without an explorer API
 * (`hasTransactionHistory` says so beforehand); {EvmAdapterOptionsError} for `explorerApiUrls`
 * it cannot use.
 * @throws {ExplorerApiError} 'Failed to fetch transactions' when the API fails or refuses.
 * @throws {InvalidAddressError}, {NetworkNotFoundError}; {HttpAbortedError} when `signal` aborts.
 * @example
 * const { data, next } = await adapter.getTransactions({ address, network })
 * const more = next ? await adapter.getTransactions({ address, network, cursor: next }) : undefined
 */
export async function getTransactions(
  context: EvmAdapterContext,
  parameters: {
    address: string
    network: EvmNetwork
    cursor?: string | undefined
    signal?: AbortSignal | undefined
  },
): Promise<TransactionsPage> {
  const network = requireNetwork(context, parameters.network)
  const address = assertAddress(parameters.address, 'address')
  const chainId = chainIdOf(network)
  const apiUrl = readExplorerApiUrl(context, network)
  const page = readCursor(parameters.cursor, chainId)
  const request = {
    apiUrl,
    chainId,
    address,
    page,
    pageSize: transactionsPageSize,
    signal: parameters.signal,
  }
  const [transactionRows, transferRows] = await Promise.all([
    readExplorerPage({ ...request, action: 'txlist' }),
    readExplorerPage({ ...request, action: 'tokentx' }),
  ])
  const data = toTransactions({
    address,
    network,
    transactions: transactionRows.flatMap((row) => readTransactionRow(row) ?? []),
    tokenTransfers: transferRows.flatMap((row) => readTokenTransferRow(row) ?? []),
  })
  const isLastPage =
    page >= lastPage ||
    (transactionRows.length < transactionsPageSize && transferRows.length < transactionsPageSize)
  return { data, next: isLastPage ? null : String(page + 1) }
}
