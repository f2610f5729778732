import {
  BitcoinAddressError,
  BitcoinSignatureFormatError,
  UnsupportedBitcoinAddressError,
  verifyBitcoinMessage,
} from '@latchkit/siwx/bitcoin'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'

/**
 * Whether `signature` (base64: BIP-322 simple, or a legacy "Signed Message" signature) is
 * `address`'s signature of `message` on `network`, checked with `@latchkit/siwx/bitcoin`. A
 * signature or address it cannot read is `false`, as a wrong one is. The adapter imports this
 * module on the first check, so the verifier is no part of the page's first download.
 */
export async function verifyMessage(parameters: {
  address: string
  message: string
  signature: string
  network: BitcoinNetwork
}): Promise<boolean> {
  try {
    return verifyBitcoinMessage({
      address: parameters.address,
      message: parameters.message,
      signature: parameters.signature,
      network: parameters.network.bitcoin,
    })
  } catch (error) {
    if (
      error instanceof BitcoinAddressError ||
      error instanceof UnsupportedBitcoinAddressError ||
      error instanceof BitcoinSignatureFormatError
    )
      return false
    throw error
  }
}
