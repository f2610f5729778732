import type { TransactionsPage } from '@latchkit/core'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { ExplorerApiError } from '../errors/historyErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import { readExplorerApiUrl } from './readExplorerApiUrl.js'
import { readExplorerPage } from './readExplorerPage.js'
import { readTokenTransferRow, readTransactionRow } from './readExplorerRows.js'
import { toTransactions } from './toTransactions.js'

/** Rows asked of each list per page. */
export const transactionsPageSize = 20

/** The block a cursor names: the page holds rows up to it (`undefined`: the chain's newest). */
function readCursor(cursor: string | undefined, chainId: number): bigint | undefined {
  if (cursor === undefined) return undefined
  if (!/^\d{1,20}$/.test(cursor))
    throw new ExplorerApiError({
      chainId,
      reason: `"${cursor.slice(0, 20)}" is not a cursor getTransactions gave.`,
    })
  return BigInt(cursor)
}

/**
 * Where a page of two lists is whole: each list that came back full may go on below its oldest
 * block, so only rows newer than the newest of those blocks are certain to be all there. The
 * next page starts at that block. `undefined` when neither list was full (the history ends here).
 */
function cutOffBlock(lists: readonly { rows: readonly { blockNumber: bigint }[]; full: boolean }[]) {
  let cutOff: bigint | undefined
  for (const { rows, full } of lists) {
    const oldest = rows.at(-1)?.blockNumber
    if (full && oldest !== undefined && (cutOff === undefined || oldest > cutOff)) cutOff = oldest
  }
  return cutOff
}

/**
 * `address`'s history on `network`, newest first, from the network's Etherscan-compatible account
 * API (`explorerApiUrls`, else the chain's `blockExplorers.default.apiUrl`): the newest 20 rows of
 * `txlist` and of `tokentx` up to the cursor's block, merged into one transaction per hash and
 * cut where both lists are whole, so pages follow each other newest first and a transaction is on
 * one page only. `next` is the cursor (a block number) of the following page, `null` once both
 * lists came back short. Each row is checked; a malformed one is left out.
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
  const endBlock = readCursor(parameters.cursor, chainId)
  const request = {
    apiUrl,
    chainId,
    address,
    endBlock,
    pageSize: transactionsPageSize,
    signal: parameters.signal,
  }
  const [transactionRows, transferRows] = await Promise.all([
    readExplorerPage({ ...request, action: 'txlist' }),
    readExplorerPage({ ...request, action: 'tokentx' }),
  ])
  const transactions = transactionRows.flatMap((row) => readTransactionRow(row) ?? [])
  const tokenTransfers = transferRows.flatMap((row) => readTokenTransferRow(row) ?? [])
  const cutOff = cutOffBlock([
    { rows: transactions, full: transactionRows.length >= transactionsPageSize },
    { rows: tokenTransfers, full: transferRows.length >= transactionsPageSize },
  ])
  // A whole page in one block (an account in 20 transactions of one block): that block is taken
  // as it came, and the next page starts below it.
  const isWhole = (row: { blockNumber: bigint }) => cutOff === undefined || row.blockNumber > cutOff
  const oneBlock = cutOff !== undefined && ![...transactions, ...tokenTransfers].some(isWhole)
  const kept = (row: { blockNumber: bigint }) => (oneBlock ? row.blockNumber === cutOff : isWhole(row))
  const data = toTransactions({
    address,
    network,
    transactions: transactions.filter(kept),
    tokenTransfers: tokenTransfers.filter(kept),
  })
  const next = cutOff === undefined ? null : oneBlock ? cutOff - 1n : cutOff
  return { data, next: next === null || next < 0n ? null : next.toString() }
}
