export { createPolkadotVerifier } from '../polkadot/createPolkadotVerifier.js'
export {
  PolkadotAddressError,
  type PolkadotAddressErrorType,
  PolkadotSignatureFormatError,
  type PolkadotSignatureFormatErrorType,
} from '../polkadot/errors.js'
export {
  type VerifyPolkadotMessageParameters,
  verifyPolkadotMessage,
} from '../polkadot/verifyPolkadotMessage.js'
