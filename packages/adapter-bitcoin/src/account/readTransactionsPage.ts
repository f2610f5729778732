import type { Transaction, TransactionsPage } from '@latchkit/core'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import { toBitcoinTransaction } from './toBitcoinTransaction.js'

/** Esplora's confirmed transactions a page (its API documentation; mempool.space's too). */
const confirmedPerPage = 25
const txidPattern = /^[0-9a-f]{64}$/

type Entry = { txid?: unknown; status?: { confirmed?: unknown } | null }

/**
 * The cursor of the page after `entries`: when they hold a full page of confirmed transactions,
 * the txid of the last one whose txid is readable (so the next page starts with any unreadable
 * ones after it, left out again, rather than no page following). Else null: the last page.
 */
function nextCursor(entries: readonly unknown[]): string | null {
  const confirmed = entries.filter(
    (entry): entry is Entry =>
      typeof entry === 'object' && entry !== null && (entry as Entry).status?.confirmed === true,
  )
  if (confirmed.length < confirmedPerPage) return null
  const txids = confirmed
    .map((entry) => entry.txid)
    .filter((txid): txid is string => typeof txid === 'string' && txidPattern.test(txid))
  return txids.at(-1) ?? null
}

/** What {@link readTransactionsPage} reads. */
export type ReadTransactionsPageParameters = {
  address: string
  network: BitcoinNetwork
  /** The last confirmed txid of the page before (its `next`); the first page without it. */
  cursor?: string | undefined
  signal?: AbortSignal | undefined
}

/**
 * A page of `address`'s history, newest first, from Esplora: the first page is
 * `/address/:address/txs` (its mempool transactions, then its 25 newest confirmed ones), each
 * following one `/address/:address/txs/chain/:cursor` (the 25 confirmed ones after the cursor).
 * `next` is the page's last confirmed txid when the page is full, else null. Entries that are not
 * readable transactions of `address` are left out.
 *
 * @example
 * const first = await readTransactionsPage(getAddressTransactions, { address, network })
 * const second = first.next ? await readTransactionsPage(getAddressTransactions, { address, network, cursor: first.next }) : undefined
 */
export async function readTransactionsPage(
  getAddressTransactions: (
    address: string,
    options: { lastSeenTxid?: string | undefined; signal?: AbortSignal | undefined },
  ) => Promise<unknown[]>,
  parameters: ReadTransactionsPageParameters,
): Promise<TransactionsPage> {
  const { address, network, cursor, signal } = parameters
  const entries = await getAddressTransactions(address, { lastSeenTxid: cursor, signal })
  const data = entries
    .map((entry) => toBitcoinTransaction(entry, { address, network }))
    .filter((transaction): transaction is Transaction => transaction !== undefined)
  return { data, next: nextCursor(entries) }
}
