import { VersionedMessage } from '@solana/web3.js'
import bs58 from 'bs58'
import type { SvmTransaction } from './svmTypes.js'

const signatureLength = 64

/** A transaction as the RPC received it, split into what LiteSVM and the RPC answers need. */
export type WireTransaction = {
  /** The first signature, base58: the transaction id. */
  signature: string
  /** Every signature, base58, in signer order (all-zero for a signer that has not signed). */
  signatures: string[]
  message: VersionedMessage
  transaction: SvmTransaction
  /** The transaction as sent: signatures and message (what `getTransaction` returns as base64 or base58). */
  bytes: Uint8Array
}

/** Thrown when bytes do not hold a well-formed Solana transaction. */
class InvalidWireTransactionError extends Error {
  override name = 'InvalidWireTransactionError' as const
}

/** Reads Solana's compact-u16 length prefix. */
function readCompactU16(bytes: Uint8Array): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[size]
    if (byte === undefined) throw new InvalidWireTransactionError('truncated length prefix')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new InvalidWireTransactionError('length prefix longer than 3 bytes')
}

/**
 * Decodes a serialized (legacy or v0) transaction. The message bytes are kept exactly as signed,
 * never re-serialized, so signature checks in LiteSVM see what the wallet signed.
 */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  const { value: signatureCount, size } = readCompactU16(bytes)
  const messageOffset = size + signatureCount * signatureLength
  if (signatureCount === 0) throw new InvalidWireTransactionError('transaction has no signatures')
  if (bytes.length <= messageOffset) throw new InvalidWireTransactionError('transaction is truncated')
  const messageBytes = bytes.subarray(messageOffset)
  let message: VersionedMessage
  try {
    message = VersionedMessage.deserialize(messageBytes)
  } catch (error) {
    throw new InvalidWireTransactionError(`cannot decode the message: ${(error as Error).message}`)
  }
  if (message.header.numRequiredSignatures !== signatureCount) {
    throw new InvalidWireTransactionError(
      `${signatureCount} signatures for ${message.header.numRequiredSignatures} required signers`,
    )
  }
  const signatures: Record<string, Uint8Array | null> = {}
  const encodedSignatures: string[] = []
  for (let index = 0; index < signatureCount; index++) {
    const start = size + index * signatureLength
    const signature = bytes.slice(start, start + signatureLength)
    const signer = message.staticAccountKeys[index]
    if (!signer) throw new InvalidWireTransactionError('signer missing from the account keys')
    // An all-zero signature is how web3.js and kit serialize "not signed yet".
    signatures[signer.toBase58()] = signature.some((byte) => byte !== 0) ? signature : null
    encodedSignatures.push(bs58.encode(signature))
  }
  const transaction = { messageBytes: messageBytes.slice(), signatures } as unknown as SvmTransaction
  return {
    signature: encodedSignatures[0] ?? '',
    signatures: encodedSignatures,
    message,
    transaction,
    bytes: bytes.slice(),
  }
}
