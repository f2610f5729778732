import { schnorr } from '@noble/curves/secp256k1.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { type Transaction, type TransactionInput, transactionId } from './transaction.js'

/** A BIP-322 virtual transaction: one input, one output. */
export type Bip322Transaction = Transaction & {
  inputs: readonly [TransactionInput]
  outputs: readonly [Transaction['outputs'][number]]
}

/** BIP-322's message hash: the tagged hash of the message's UTF-8 bytes, no length prefix. */
export function bip322MessageHash(message: string): Uint8Array {
  return schnorr.utils.taggedHash('BIP0322-signed-message', utf8ToBytes(message))
}

/**
 * BIP-322's virtual `to_spend`: spends a null outpoint with `OP_0 PUSH32[message_hash]` and pays
 * nothing to the address's scriptPubKey (the message challenge).
 */
export function bip322ToSpend(message: string, challenge: Uint8Array): Bip322Transaction {
  return {
    version: 0,
    inputs: [
      {
        outpoint: { txid: new Uint8Array(32), index: 0xffffffff },
        scriptSig: Uint8Array.of(0x00, 0x20, ...bip322MessageHash(message)),
        sequence: 0,
      },
    ],
    outputs: [{ value: 0n, script: challenge }],
    lockTime: 0,
  }
}

/**
 * BIP-322's virtual `to_sign` of a "simple" signature: spends `to_spend`'s output (its witness is
 * the signature, outside the txid) into a single `OP_RETURN` output; version, sequence and lock
 * time 0.
 */
export function bip322ToSign(toSpend: Transaction): Bip322Transaction {
  return {
    version: 0,
    inputs: [
      { outpoint: { txid: transactionId(toSpend), index: 0 }, scriptSig: new Uint8Array(), sequence: 0 },
    ],
    outputs: [{ value: 0n, script: Uint8Array.of(0x6a) }],
    lockTime: 0,
  }
}
