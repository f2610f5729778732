import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import type { BitcoinAddress } from './address.js'
import { equalBytes, withLength } from './encoding.js'
import { BitcoinSignatureFormatError } from './errors.js'
import { hash160, sha256d } from './hashes.js'

/** What a legacy signature signs: double SHA-256 of the network's prefix and the length-prefixed message. */
export function legacyMessageHash(message: string, messagePrefix: string): Uint8Array {
  return sha256d(concatBytes(utf8ToBytes(messagePrefix), withLength(utf8ToBytes(message))))
}

/** The key a legacy signature was made with, or `undefined` when none recovers from it. */
function recoverKey(signature: Uint8Array, digest: Uint8Array, compressed: boolean): Uint8Array | undefined {
  try {
    const header = signature[0] ?? 0
    return secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(digest)
      .toBytes(compressed)
  } catch {
    return undefined
  }
}

/**
 * Whether a legacy ("Bitcoin Signed Message") signature of `message` is by the key of `address`:
 * 65 bytes, a header of 27 to 42 (BIP-137: uncompressed P2PKH, compressed P2PKH, P2SH-P2WPKH,
 * P2WPKH) then `r` and `s`. The key recovered from it must pay to the address; for a compressed
 * key every single-key address type is derived, since many wallets write the P2PKH header
 * whatever the address.
 * @throws {BitcoinSignatureFormatError} for a length or header no legacy signature has.
 */
export function verifyLegacySignature(parameters: {
  address: Extract<BitcoinAddress, { type: 'p2pkh' | 'p2sh' | 'p2wpkh' }>
  message: string
  signature: Uint8Array
  messagePrefix: string
}): boolean {
  const { address, signature } = parameters
  const header = signature[0] ?? 0
  if (signature.length !== 65)
    throw new BitcoinSignatureFormatError(`a legacy signature has 65 bytes, not ${signature.length}`)
  if (header < 27 || header > 42)
    throw new BitcoinSignatureFormatError(`a legacy signature's header is 27 to 42, not ${header}`)
  const compressed = header >= 31
  const key = recoverKey(
    signature,
    legacyMessageHash(parameters.message, parameters.messagePrefix),
    compressed,
  )
  if (!key) return false
  const keyHash = hash160(key)
  if (address.type === 'p2pkh') return equalBytes(keyHash, address.hash)
  // Segwit outputs are standard only with compressed keys.
  if (!compressed) return false
  if (address.type === 'p2wpkh') return equalBytes(keyHash, address.hash)
  return equalBytes(hash160(Uint8Array.of(0x00, 0x14, ...keyHash)), address.hash)
}
