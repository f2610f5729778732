import { hexToBytes } from '@noble/hashes/utils.js'
import { PolkadotSignatureFormatError } from './errors.js'

// 64: sr25519 or ed25519; 65: ecdsa (recoverable), or sr25519/ed25519 behind their key type's
// byte (0 ed25519, 1 sr25519: the MultiSignature encoding); 66: ecdsa behind its byte (2).
const signatureLengths = [64, 65, 66]
const ecdsaTypeByte = 2

/**
 * The bytes of a signature as wallets return it: hex, with or without `0x`.
 * @throws {PolkadotSignatureFormatError} for text that is not hex or a length no signature has.
 */
export function decodePolkadotSignature(signature: string): Uint8Array {
  const hex = signature.startsWith('0x') ? signature.slice(2) : signature
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex))
    throw new PolkadotSignatureFormatError('not hex (an even number of 0-9, a-f, with or without 0x)')
  const bytes = hexToBytes(hex)
  if (!signatureLengths.includes(bytes.length))
    throw new PolkadotSignatureFormatError(
      `${bytes.length} bytes: signatures have 64 (sr25519, ed25519), 65 (ecdsa, or typed sr25519, ed25519) or 66 (typed ecdsa)`,
    )
  if (bytes.length === 66 && bytes[0] !== ecdsaTypeByte)
    throw new PolkadotSignatureFormatError(
      `a 66-byte signature is a typed ecdsa one and starts with 0x02, not 0x${bytes[0]?.toString(16).padStart(2, '0')}`,
    )
  return bytes
}
