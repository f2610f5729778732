import { schnorr } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'
import { uint32LE, uint64LE, withLength } from './encoding.js'
import { sha256d } from './hashes.js'
import {
  serializeOutpoint,
  serializeOutput,
  type Transaction,
  type TransactionInput,
  type TransactionOutput,
} from './transaction.js'

const SIGHASH_ALL = 0x01

/**
 * BIP-143: the digest `input` of `transaction` signs with SIGHASH_ALL (the only hash type BIP-322
 * allows for segwit v0). For P2WPKH, `scriptCode` is `OP_DUP OP_HASH160 <hash> OP_EQUALVERIFY
 * OP_CHECKSIG` and `value` the amount of the output it spends.
 */
export function segwitV0SighashAll(parameters: {
  transaction: Transaction
  input: TransactionInput
  scriptCode: Uint8Array
  value: bigint
}): Uint8Array {
  const { transaction, input } = parameters
  return sha256d(
    concatBytes(
      uint32LE(transaction.version),
      sha256d(concatBytes(...transaction.inputs.map((each) => serializeOutpoint(each.outpoint)))),
      sha256d(concatBytes(...transaction.inputs.map((each) => uint32LE(each.sequence)))),
      serializeOutpoint(input.outpoint),
      withLength(parameters.scriptCode),
      uint64LE(parameters.value),
      uint32LE(input.sequence),
      sha256d(concatBytes(...transaction.outputs.map(serializeOutput))),
      uint32LE(transaction.lockTime),
      uint32LE(SIGHASH_ALL),
    ),
  )
}

/**
 * BIP-341: the digest a taproot key-path spend signs with SIGHASH_DEFAULT (`0x00`, 64-byte
 * signatures) or SIGHASH_ALL (`0x01`): `hashTapSighash(0x00 || SigMsg(hashType, 0))`, no annex.
 * `spentOutputs` are the outputs the inputs spend, one per input and in their order.
 */
export function taprootKeyPathSighash(parameters: {
  transaction: Transaction
  inputIndex: number
  spentOutputs: readonly TransactionOutput[]
  hashType: 0x00 | 0x01
}): Uint8Array {
  const { transaction, spentOutputs } = parameters
  return schnorr.utils.taggedHash(
    'TapSighash',
    Uint8Array.of(0x00, parameters.hashType),
    uint32LE(transaction.version),
    uint32LE(transaction.lockTime),
    sha256(concatBytes(...transaction.inputs.map((input) => serializeOutpoint(input.outpoint)))),
    sha256(concatBytes(...spentOutputs.map((output) => uint64LE(output.value)))),
    sha256(concatBytes(...spentOutputs.map((output) => withLength(output.script)))),
    sha256(concatBytes(...transaction.inputs.map((input) => uint32LE(input.sequence)))),
    sha256(concatBytes(...transaction.outputs.map(serializeOutput))),
    Uint8Array.of(0x00), // spend_type: key path (ext_flag 0), no annex
    uint32LE(parameters.inputIndex),
  )
}
