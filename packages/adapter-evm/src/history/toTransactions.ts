import { formatAmount, type Transaction, type TransactionTransfer } from '@latchkit/core'
import { getAddress } from 'viem'
import { maxSymbolLength, maxTokenNameLength, readTokenText } from '../account/readTokenText.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import type { ExplorerRow, ExplorerTokenTransferRow, ExplorerTransactionRow } from './readExplorerRows.js'

type Direction = NonNullable<TransactionTransfer['direction']>

/** What is known of one transaction hash from both lists. */
type Entry = ExplorerRow & { failed: boolean; transfers: TransactionTransfer[] }

/** `address`'s side of a transfer; `undefined` when it is neither end. */
function directionOf(address: string, from: string, to: string): Direction | undefined {
  if (from === address && to === address) return 'self'
  if (from === address) return 'out'
  if (to === address) return 'in'
  return undefined
}

/** 'send' when value only left the account, 'receive' when it only came in, else 'execute'. */
function operationTypeOf(transfers: readonly TransactionTransfer[]): 'send' | 'receive' | 'execute' {
  const sent = transfers.some((transfer) => transfer.direction === 'out' || transfer.direction === 'self')
  const received = transfers.some((transfer) => transfer.direction === 'in')
  if (sent && !received) return 'send'
  if (received && !sent) return 'receive'
  return 'execute'
}

const checksummed = (address: string) => (address === '' ? '' : getAddress(address))

/**
 * `address`'s transactions on `network` from a page of `txlist` and `tokentx` rows: one per hash,
 * newest first, with the native value it moved and each token transfer, each seen from
 * `address` (`in`, `out`, `self`). A row about neither end being `address` is left out.
 */
export function toTransactions(parameters: {
  address: string
  network: EvmNetwork
  transactions: readonly ExplorerTransactionRow[]
  tokenTransfers: readonly ExplorerTokenTransferRow[]
}): Transaction[] {
  const { network } = parameters
  const address = parameters.address.toLowerCase()
  const entries = new Map<string, Entry>()

  for (const row of parameters.transactions) {
    const direction = directionOf(address, row.from, row.to)
    if (!direction || entries.has(row.hash)) continue
    const { name, symbol, decimals } = network.nativeCurrency
    const native: TransactionTransfer = {
      direction,
      fungible_info: { name, symbol },
      quantity: { numeric: formatAmount(row.value, decimals) },
    }
    entries.set(row.hash, { ...row, transfers: row.value > 0n ? [native] : [] })
  }

  for (const row of parameters.tokenTransfers) {
    const direction = directionOf(address, row.from, row.to)
    if (!direction) continue
    const symbol = readTokenText(row.tokenSymbol, maxSymbolLength)
    const transfer: TransactionTransfer = {
      direction,
      fungible_info: { name: readTokenText(row.tokenName, maxTokenNameLength) || symbol, symbol },
      quantity: { numeric: formatAmount(row.value, row.tokenDecimal) },
    }
    const entry = entries.get(row.hash)
    if (entry) entry.transfers.push(transfer)
    // A transfer in someone else's transaction (a payment to the account): its ends stand for it.
    else entries.set(row.hash, { ...row, failed: false, transfers: [transfer] })
  }

  return [...entries.values()]
    .sort((a, b) =>
      a.blockNumber === b.blockNumber
        ? b.transactionIndex - a.transactionIndex
        : a.blockNumber < b.blockNumber
          ? 1
          : -1,
    )
    .map((entry) => ({
      id: entry.hash,
      metadata: {
        operationType: operationTypeOf(entry.transfers),
        hash: entry.hash,
        minedAt: new Date(entry.timeStamp * 1_000).toISOString(),
        sentFrom: checksummed(entry.from),
        sentTo: checksummed(entry.to),
        status: entry.failed ? 'failed' : 'confirmed',
        chain: network.caipNetworkId,
      },
      transfers: entry.transfers,
    }))
}
