import { decodeBitcoinAddress } from './address.js'
import { BitcoinSignatureFormatError, UnsupportedBitcoinAddressError } from './errors.js'
import { verifyLegacySignature } from './legacy.js'
import { type BitcoinNetwork, bitcoinNetworkOf } from './networks.js'
import { decodeBitcoinSignature } from './signature.js'
import { verifySimpleSignature } from './simple.js'
import { decodeWitnessStack } from './witness.js'

export type VerifyBitcoinMessageParameters = {
  /** The address that signed. */
  address: string
  /** The exact text that was signed. */
  message: string
  /**
   * Base64, as wallets return it: a legacy 65-byte signature, or a BIP-322 "simple" witness stack
   * with or without its `smp` prefix.
   */
  signature: string
  /** The address's network: its parameters, or its CAIP-2 id (`bip122:...`). */
  network: BitcoinNetwork | string
  /** Parameters of networks by CAIP-2 id, looked up before the built-in ones. */
  networks?: Readonly<Record<string, BitcoinNetwork>>
}

// A legacy signature: 65 bytes starting with a BIP-137 header. A witness stack of that length
// starts with its item count instead (1 or 2 for the addresses verified here).
function isLegacy(bytes: Uint8Array): boolean {
  const header = bytes[0] ?? 0
  return bytes.length === 65 && header >= 27 && header <= 42
}

function witnessOf(bytes: Uint8Array): Uint8Array[] {
  const witness = decodeWitnessStack(bytes)
  if (!witness)
    throw new BitcoinSignatureFormatError('neither a legacy signature nor a BIP-322 witness stack')
  return witness
}

/**
 * Whether `signature` is `address`'s signature of `message`. Takes BIP-322 "simple" signatures of
 * P2WPKH and P2TR (key path) addresses, and legacy signatures (BIP-137 headers) of P2PKH,
 * P2SH-P2WPKH and P2WPKH addresses. No network call.
 *
 * @returns `false` when the signature is well formed but not the address's signature of the message.
 * @throws {UnknownBitcoinNetworkError} when `network` is an id with no parameters.
 * @throws {BitcoinAddressError} when the address cannot be read or is another network's.
 * @throws {UnsupportedBitcoinAddressError} for an address type it cannot check (P2WSH, a P2SH
 *   signed otherwise than as P2SH-P2WPKH, witness versions after taproot).
 * @throws {BitcoinSignatureFormatError} for a signature that cannot be read.
 * @example
 * import { verifyBitcoinMessage } from '@latchkit/siwx/bitcoin'
 * const signed = verifyBitcoinMessage({
 *   address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
 *   message: 'Hello World',
 *   signature: 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
 *   network: 'bip122:000000000019d6689c085ae165831e93',
 * }) // true
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  const { message } = parameters
  const network =
    typeof parameters.network === 'string'
      ? bitcoinNetworkOf(parameters.network, parameters.networks)
      : parameters.network
  const address = decodeBitcoinAddress(parameters.address, network)
  const { variant, bytes } = decodeBitcoinSignature(parameters.signature)
  const legacy = variant === 'unprefixed' && isLegacy(bytes)
  const { messagePrefix } = network
  switch (address.type) {
    case 'p2tr':
      return verifySimpleSignature({ address, message, witness: witnessOf(bytes) })
    case 'p2wpkh':
      return legacy
        ? verifyLegacySignature({ address, message, signature: bytes, messagePrefix })
        : verifySimpleSignature({ address, message, witness: witnessOf(bytes) })
    case 'p2sh':
      if (!legacy)
        throw new UnsupportedBitcoinAddressError(
          parameters.address,
          'a P2SH address is checked only as P2SH-P2WPKH, with a legacy signature',
        )
      return verifyLegacySignature({ address, message, signature: bytes, messagePrefix })
    case 'p2pkh':
      if (variant === 'simple')
        throw new BitcoinSignatureFormatError('a BIP-322 simple signature cannot sign for a P2PKH address')
      return verifyLegacySignature({ address, message, signature: bytes, messagePrefix })
  }
}
