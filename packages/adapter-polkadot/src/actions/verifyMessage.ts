import {
  PolkadotAddressError,
  PolkadotSignatureFormatError,
  verifyPolkadotMessage,
} from '@latchkit/siwx/polkadot'

/**
 * Whether `signature` (hex, as `signMessage` resolves it) is `address`'s signature of `message`,
 * by an sr25519, ed25519 or ECDSA key, checked with `@latchkit/siwx/polkadot` (extensions sign the
 * message wrapped in `<Bytes>…</Bytes>`; both forms verify). A signature or address it cannot read
 * is `false`, as a wrong one is. The adapter imports this module on the first check, so the
 * verifier is no part of the page's first download.
 */
export async function verifyMessage(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  try {
    return await verifyPolkadotMessage(parameters)
  } catch (error) {
    if (error instanceof PolkadotAddressError || error instanceof PolkadotSignatureFormatError) return false
    throw error
  }
}
