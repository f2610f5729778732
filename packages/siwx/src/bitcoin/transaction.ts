import { concatBytes } from '@noble/hashes/utils.js'
import { compactSize, uint32LE, uint64LE, withLength } from './encoding.js'
import { sha256d } from './hashes.js'

/** An outpoint: the id of a transaction (in its internal byte order) and one of its outputs. */
export type Outpoint = { txid: Uint8Array; index: number }

export type TransactionInput = { outpoint: Outpoint; scriptSig: Uint8Array; sequence: number }

export type TransactionOutput = { value: bigint; script: Uint8Array }

/** A transaction without witnesses, enough for BIP-322's virtual `to_spend` and `to_sign`. */
export type Transaction = {
  version: number
  inputs: readonly TransactionInput[]
  outputs: readonly TransactionOutput[]
  lockTime: number
}

export function serializeOutpoint({ txid, index }: Outpoint): Uint8Array {
  return concatBytes(txid, uint32LE(index))
}

export function serializeOutput({ value, script }: TransactionOutput): Uint8Array {
  return concatBytes(uint64LE(value), withLength(script))
}

/** The transaction's serialization without witness data, the one its txid hashes. */
export function serializeTransaction(transaction: Transaction): Uint8Array {
  return concatBytes(
    uint32LE(transaction.version),
    compactSize(transaction.inputs.length),
    ...transaction.inputs.flatMap((input) => [
      serializeOutpoint(input.outpoint),
      withLength(input.scriptSig),
      uint32LE(input.sequence),
    ]),
    compactSize(transaction.outputs.length),
    ...transaction.outputs.map(serializeOutput),
    uint32LE(transaction.lockTime),
  )
}

/** The txid in internal byte order (block explorers show it reversed). */
export function transactionId(transaction: Transaction): Uint8Array {
  return sha256d(serializeTransaction(transaction))
}
