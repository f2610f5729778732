export {
  type CreateBitcoinVerifierParameters,
  createBitcoinVerifier,
} from '../bitcoin/createBitcoinVerifier.js'
export {
  BitcoinAddressError,
  type BitcoinAddressErrorType,
  BitcoinSignatureFormatError,
  type BitcoinSignatureFormatErrorType,
  UnknownBitcoinNetworkError,
  type UnknownBitcoinNetworkErrorType,
  UnsupportedBitcoinAddressError,
  type UnsupportedBitcoinAddressErrorType,
} from '../bitcoin/errors.js'
export { type BitcoinNetwork, bitcoinNetworks } from '../bitcoin/networks.js'
export {
  type VerifyBitcoinMessageParameters,
  verifyBitcoinMessage,
} from '../bitcoin/verifyBitcoinMessage.js'
