import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'

/**
 * Whether `signature` (base64: BIP-322 simple, or a legacy "Signed Message" signature) is
 * `address`'s signature of `message` on `network`, checked with `@latchkit/siwx/bitcoin`, loaded
 * on the first check. A signature or address it cannot read is `false`, as a wrong one is.
 */
export async function verifyMessage(parameters: {
  address: string
  message: string
  signature: string
  network: BitcoinNetwork
}): Promise<boolean> {
  const verifier = await import('@latchkit/siwx/bitcoin')
  try {
    return verifier.verifyBitcoinMessage({
      address: parameters.address,
      message: parameters.message,
      signature: parameters.signature,
      network: parameters.network.bitcoin,
    })
  } catch (error) {
    if (
      error instanceof verifier.BitcoinAddressError ||
      error instanceof verifier.UnsupportedBitcoinAddressError ||
      error instanceof verifier.BitcoinSignatureFormatError
    )
      return false
    throw error
  }
}
