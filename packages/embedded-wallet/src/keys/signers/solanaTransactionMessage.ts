import { BaseError } from '@latchkit/core'
/** What the frame needs to know of a serialized Solana transaction message. */
export type SolanaTransactionMessage = {
  version: 'legacy' | 0
  /** The account keys that must sign, fee payer first. */
  signers: readonly Uint8Array[]
  /** Every account key the message lists (the signers first). */
  keys: readonly Uint8Array[]
  /** Its instructions: the program's key index, the accounts' key indexes, the data. */
  instructions: readonly SolanaInstruction[]
}

/** One instruction of a message, with indexes into its account keys. */
export type SolanaInstruction = { programIndex: number; accountIndexes: Uint8Array; data: Uint8Array }

/**
 * Reads bytes as a serialized Solana transaction message (legacy, or version 0 with address lookup
 * tables) and returns its version and signers, or `undefined` when the bytes are not exactly one
 * such message. Only the layout is checked, which is what tells a transaction from other bytes.
 */
export function readSolanaTransactionMessage(bytes: Uint8Array): SolanaTransactionMessage | undefined {
  const reader = byteReader(bytes)
  try {
    // A versioned message starts with 0x80 | version; a legacy one with its signature count (< 128).
    let version: SolanaTransactionMessage['version'] = 'legacy'
    if (reader.peek() & 0x80) {
      if (reader.byte() !== 0x80) return undefined
      version = 0
    }
    const requiredSignatures = reader.byte()
    const readonlySigned = reader.byte()
    const readonlyUnsigned = reader.byte()
    const keyCount = reader.length()
    if (requiredSignatures < 1 || requiredSignatures > keyCount) return undefined
    if (readonlySigned >= requiredSignatures || readonlyUnsigned > keyCount - requiredSignatures)
      return undefined
    const keys = Array.from({ length: keyCount }, () => reader.take(32))
    reader.take(32) // recent blockhash
    const instructionCount = reader.length()
    const instructions: SolanaInstruction[] = []
    for (let index = 0; index < instructionCount; index++) {
      const programIndex = reader.byte()
      const accountIndexes = reader.take(reader.length())
      instructions.push({ programIndex, accountIndexes, data: reader.take(reader.length()) })
    }
    if (version === 0) {
      const lookupCount = reader.length()
      for (let index = 0; index < lookupCount; index++) {
        reader.take(32) // lookup table address
        reader.take(reader.length()) // writable indexes
        reader.take(reader.length()) // readonly indexes
      }
    }
    if (!reader.isAtEnd()) return undefined
    return { version, signers: keys.slice(0, requiredSignatures), keys, instructions }
  } catch {
    // Ran past the end: not a transaction message.
    return undefined
  }
}

/** Reading ran out of bytes or met a malformed length: the bytes are not a transaction message. */
class MalformedTransactionMessageError extends BaseError {
  override name = 'MalformedTransactionMessageError' as const
}

function byteReader(bytes: Uint8Array) {
  let offset = 0
  const take = (count: number): Uint8Array => {
    if (offset + count > bytes.byteLength) throw new MalformedTransactionMessageError('past the end')
    const taken = bytes.subarray(offset, offset + count)
    offset += count
    return taken
  }
  return {
    take,
    byte: (): number => take(1)[0] as number,
    peek: (): number => {
      if (offset >= bytes.byteLength) throw new MalformedTransactionMessageError('past the end')
      return bytes[offset] as number
    },
    isAtEnd: () => offset === bytes.byteLength,
    /** A compact-u16 (Solana's "shortvec"): 7 bits a byte, low first, at most 3 bytes. */
    length(): number {
      let value = 0
      for (let index = 0; index < 3; index++) {
        const byte = take(1)[0] as number
        value |= (byte & 0x7f) << (7 * index)
        if ((byte & 0x80) === 0) return value
      }
      throw new MalformedTransactionMessageError('compact-u16 too long')
    },
  }
}
