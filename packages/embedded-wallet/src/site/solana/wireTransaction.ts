import { readSolanaTransactionMessage } from '../../keys/signers/solanaTransactionMessage.js'
import { InvalidWireTransactionError } from './errors.js'

/** An ed25519 signature's length, and the length of an empty signature slot. */
const signatureLength = 64

/** A serialized Solana transaction as the wallet standard passes it: signature slots, then the message. */
export type WireTransaction = {
  /** Where the first signature slot starts (after the slot count, a compact-u16). */
  signaturesOffset: number
  /** The message every signer signs. */
  message: Uint8Array
  /** The required signers' public keys, in the order of their slots (fee payer first). */
  signers: readonly Uint8Array[]
}

/**
 * Reads wire bytes as a transaction: a compact-u16 count of signature slots, 64 bytes each, then
 * exactly one legacy or version-0 message whose required signers match the slots one for one.
 * @throws {InvalidWireTransactionError} for anything else.
 */
export function readWireTransaction(bytes: Uint8Array): WireTransaction {
  const { value: slotCount, length: countLength } = readCompactU16(bytes)
  const messageOffset = countLength + slotCount * signatureLength
  if (slotCount === 0 || messageOffset >= bytes.byteLength)
    throw new InvalidWireTransactionError({ reason: 'No signature slots, or no message after them' })
  const message = bytes.subarray(messageOffset)
  const read = readSolanaTransactionMessage(message)
  if (!read)
    throw new InvalidWireTransactionError({ reason: 'The bytes after the signatures are not a message' })
  if (read.signers.length !== slotCount)
    throw new InvalidWireTransactionError({
      reason: `${slotCount} signature slots for ${read.signers.length} required signers`,
    })
  return { signaturesOffset: countLength, message, signers: read.signers }
}

/** The slot of `publicKey` among the transaction's signers, or -1 when it need not sign. */
export function signerSlotOf(transaction: WireTransaction, publicKey: Uint8Array): number {
  return transaction.signers.findIndex(
    (signer) =>
      signer.byteLength === publicKey.byteLength && signer.every((byte, i) => byte === publicKey[i]),
  )
}

/** A copy of the wire bytes with `signature` in signer slot `slot`; the other slots are kept. */
export function withSignature(
  bytes: Uint8Array,
  transaction: WireTransaction,
  slot: number,
  signature: Uint8Array,
): Uint8Array {
  const signed = bytes.slice()
  signed.set(signature, transaction.signaturesOffset + slot * signatureLength)
  return signed
}

/** Solana's compact-u16 ("shortvec"): 7 bits a byte, low bits first, at most 3 bytes. */
function readCompactU16(bytes: Uint8Array): { value: number; length: number } {
  let value = 0
  for (let index = 0; index < 3 && index < bytes.byteLength; index++) {
    const byte = bytes[index] as number
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return { value, length: index + 1 }
  }
  throw new InvalidWireTransactionError({ reason: 'The signature count is not a compact-u16' })
}
