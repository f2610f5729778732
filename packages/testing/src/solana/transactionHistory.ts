import type { VersionedMessage } from '@solana/web3.js'
import type { TransactionErrorJson } from './transactionError.js'

/** A token account's balance as a transaction's meta lists it (`preTokenBalances`, `postTokenBalances`). */
export type TokenBalanceRecord = {
  /** The account's index in the transaction's account keys. */
  accountIndex: number
  mint: string
  owner: string
  programId: string
  amount: bigint
  decimals: number
}

/** An instruction a program invoked (CPI), as the runtime recorded it. */
export type InnerInstructionRecord = {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  /** 2 for an instruction a top-level instruction invoked, 3 one level deeper... */
  stackHeight: number
}

/** What a validator's ledger keeps of a landed transaction: what `getTransaction` answers from. */
export type TransactionRecord = {
  /** The first signature, base58: the transaction id. */
  signature: string
  signatures: readonly string[]
  slot: number
  /** Unix seconds of the block. */
  blockTime: number
  err: TransactionErrorJson | null
  /** The transaction as it was sent. */
  bytes: Uint8Array
  message: VersionedMessage
  /** The static account keys, then those loaded from lookup tables (writable, then read-only). */
  accountKeys: readonly string[]
  loadedAddresses: { writable: readonly string[]; readonly: readonly string[] }
  fee: bigint
  /** Lamports of each account key before and after, in key order. */
  preBalances: readonly bigint[]
  postBalances: readonly bigint[]
  preTokenBalances: readonly TokenBalanceRecord[]
  postTokenBalances: readonly TokenBalanceRecord[]
  logs: readonly string[]
  /** Per top-level instruction that invoked others: its index and what it invoked, in order. */
  innerInstructions: readonly { index: number; instructions: readonly InnerInstructionRecord[] }[]
  unitsConsumed: number
  returnData: { programId: string; data: Uint8Array } | undefined
}

/** The landed transactions by signature and by the addresses they name, as a validator indexes them. */
export type TransactionHistory = {
  add(record: TransactionRecord): void
  get(signature: string): TransactionRecord | undefined
  /** The transactions whose account keys include `address`, newest first. */
  of(address: string): TransactionRecord[]
}

export function createTransactionHistory(): TransactionHistory {
  const bySignature = new Map<string, TransactionRecord>()
  // Oldest first: every landed transaction opens a later slot than the one before.
  const byAddress = new Map<string, TransactionRecord[]>()
  return {
    add(record) {
      bySignature.set(record.signature, record)
      for (const address of new Set(record.accountKeys)) {
        const records = byAddress.get(address)
        if (records) records.push(record)
        else byAddress.set(address, [record])
      }
    },
    get: (signature) => bySignature.get(signature),
    of: (address) => [...(byAddress.get(address) ?? [])].reverse(),
  }
}
