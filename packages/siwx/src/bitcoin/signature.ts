import { base64 } from '@scure/base'
import { BitcoinSignatureFormatError } from './errors.js'

/**
 * A signature's bytes and how it says they are to be read: `smp` (BIP-322 "simple", a witness
 * stack), or no prefix (a legacy 65-byte compact signature, or a witness stack as wallets wrote
 * BIP-322 signatures before the prefix existed).
 */
export type DecodedBitcoinSignature = { variant: 'simple' | 'unprefixed'; bytes: Uint8Array }

function decodeBase64(text: string): Uint8Array | undefined {
  try {
    return base64.decode(text)
  } catch {
    return undefined
  }
}

/**
 * Reads a base64 signature, with or without BIP-322's variant prefix. Padded base64 has a length
 * divisible by four, so a three-letter prefix is never mistaken for the start of the base64.
 * @throws {BitcoinSignatureFormatError} for text that is not base64, an empty signature, or a
 *   full or proof-of-funds BIP-322 signature (not supported).
 */
export function decodeBitcoinSignature(signature: string): DecodedBitcoinSignature {
  const unprefixed = decodeBase64(signature)
  if (unprefixed?.length) return { variant: 'unprefixed', bytes: unprefixed }
  if (unprefixed) throw new BitcoinSignatureFormatError('the signature is empty')
  const prefix = signature.slice(0, 3)
  const bytes = decodeBase64(signature.slice(3))
  if (!bytes) throw new BitcoinSignatureFormatError('not base64, nor base64 after a BIP-322 variant prefix')
  if (prefix === 'smp' && bytes.length) return { variant: 'simple', bytes }
  if (prefix === 'smp') throw new BitcoinSignatureFormatError('the signature is empty')
  if (prefix === 'ful' || prefix === 'pof')
    throw new BitcoinSignatureFormatError(
      `a ${prefix === 'ful' ? 'full' : 'proof-of-funds'} BIP-322 signature: only the simple variant and legacy signatures are supported`,
    )
  throw new BitcoinSignatureFormatError(`"${prefix}" is not a BIP-322 variant prefix (smp, ful or pof)`)
}
