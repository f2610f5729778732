import {
  formatAmount,
  type Transaction,
  type TransactionsPage,
  type TransactionTransfer,
} from '@latchkit/core'
import type { MintDescription } from '../tokens/solanaTokenListing.js'
import {
  readParsedTransaction,
  type SignatureInfoRead,
  type SignatureInfosRead,
} from './readParsedTransaction.js'
import { type SolanaTransfer, solanaTransfers } from './solanaTransfers.js'

/** What the page is of, and how to name what it shows. */
export type TransactionsPageSubject = {
  address: string
  caipNetworkId: string
  nativeCurrency: { name: string; symbol: string }
  /** The site's name for a mint, else its shortened address. */
  describeMint: (mint: string, decimals: number) => MintDescription
  /** Entries a full page of `getSignaturesForAddress` holds. */
  pageSize: number
}

function toTransfer(transfer: SolanaTransfer, subject: TransactionsPageSubject): TransactionTransfer {
  const { mint, decimals } = transfer
  const described = mint ? subject.describeMint(mint, decimals) : undefined
  return {
    direction: transfer.direction,
    quantity: { numeric: formatAmount(transfer.amount, decimals) },
    fungible_info: described
      ? {
          name: described.name,
          symbol: described.symbol,
          icon: described.iconUrl ? { url: described.iconUrl } : null,
        }
      : { name: subject.nativeCurrency.name, symbol: subject.nativeCurrency.symbol, icon: null },
  }
}

/** 'send' when the account only sent (or sent to itself), 'receive' when it only received, else 'execute'. */
function operationTypeOf(transfers: readonly SolanaTransfer[]): 'send' | 'receive' | 'execute' {
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.size === 0 || (directions.has('in') && (directions.has('out') || directions.has('self'))))
    return 'execute'
  return directions.has('in') ? 'receive' : 'send'
}

/** One history entry, or `undefined` when the RPC's answer for it does not read as a transaction. */
function toTransaction(
  info: SignatureInfoRead,
  result: unknown,
  subject: TransactionsPageSubject,
): Transaction | undefined {
  const transaction = readParsedTransaction(result)
  const blockTime = transaction?.blockTime ?? info.blockTime
  if (!transaction || blockTime === undefined) return undefined
  const transfers = solanaTransfers(transaction, subject.address)
  const [first] = transfers
  const failed = transaction.failed ?? info.failed
  return {
    id: info.signature,
    metadata: {
      operationType: operationTypeOf(transfers),
      hash: info.signature,
      minedAt: new Date(blockTime * 1000).toISOString(),
      sentFrom: first ? first.from : transaction.feePayer,
      sentTo: first?.to,
      status: failed ? 'failed' : 'confirmed',
      chain: subject.caipNetworkId,
    },
    transfers: transfers.map((transfer) => toTransfer(transfer, subject)),
  }
}

/**
 * The page of the account's history: each signature's `getTransaction` answer (jsonParsed) as a
 * core `Transaction`, newest first, leaving out what does not read; `next` is the page's last
 * signature when the page was full (the cursor `getSignaturesForAddress` takes as `before`).
 */
export function toTransactionsPage(parameters: {
  signatures: SignatureInfosRead
  /** The `getTransaction` result of each of `signatures.entries`, in order (`undefined` for an error). */
  results: readonly unknown[]
  subject: TransactionsPageSubject
}): TransactionsPage {
  const { signatures, results, subject } = parameters
  const data = signatures.entries.flatMap((info, index) => {
    const transaction = toTransaction(info, results[index], subject)
    return transaction ? [transaction] : []
  })
  const isFull = signatures.count >= subject.pageSize
  return { data, next: isFull ? (signatures.last ?? null) : null }
}
