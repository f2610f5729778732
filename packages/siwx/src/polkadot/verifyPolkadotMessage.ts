import { signatureVerify } from '@polkadot/util-crypto'
import { decodePolkadotAddress } from './polkadotAddress.js'
import { polkadotCryptoReady } from './polkadotCryptoReady.js'
import { decodePolkadotSignature } from './polkadotSignature.js'

export type VerifyPolkadotMessageParameters = {
  /** The SS58 address that signed, in any network's prefix. */
  address: string
  /** The exact text that was signed (without the `<Bytes>` wrapping extensions add). */
  message: string
  /**
   * Hex, as wallets return it (`signRaw`'s `signature`): 64 or 65 bytes bare, or 65 or 66 with
   * the key type's byte in front.
   */
  signature: string
}

/**
 * Whether `signature` is `address`'s signature of `message`, by an sr25519, ed25519 or ecdsa key,
 * through util-crypto's `signatureVerify`. Browser extensions sign the message wrapped in
 * `<Bytes>...</Bytes>` (`signRaw`): a signature of the wrapped message verifies, and so does one of
 * the bare message. Waits for util-crypto's WASM the first time. No network call.
 *
 * @returns `false` when the signature is well formed but not the address's signature of the message.
 * @throws {PolkadotAddressError} when the address is not SS58 or carries no key (an account index).
 * @throws {PolkadotSignatureFormatError} for a signature that is not hex or has no signature's length.
 * @example
 * import { verifyPolkadotMessage } from '@latchkit/siwx/polkadot'
 * // `signature`: what the extension answered to `signRaw({ address, data: message, type: 'bytes' })`
 * const signed = await verifyPolkadotMessage({ address, message, signature }) // true
 */
export async function verifyPolkadotMessage(parameters: VerifyPolkadotMessageParameters): Promise<boolean> {
  const publicKey = decodePolkadotAddress(parameters.address)
  const signature = decodePolkadotSignature(parameters.signature)
  await polkadotCryptoReady()
  // Bytes, not the string: util-crypto would read a message that looks like hex as hex.
  const message = new TextEncoder().encode(parameters.message)
  return signatureVerify(message, signature, publicKey).isValid
}
