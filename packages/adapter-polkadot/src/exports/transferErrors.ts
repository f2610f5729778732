// The transfer errors, re-exported from a module of their own (the entry only re-exports it): only
// the lazy transfer code throws them, so a site's bundler keeps them with that code.
export {
  InsufficientPolkadotBalanceError,
  type InsufficientPolkadotBalanceErrorType,
  PolkadotDispatchError,
  type PolkadotDispatchErrorDetails,
  type PolkadotDispatchErrorType,
  PolkadotExistentialDepositError,
  type PolkadotExistentialDepositErrorType,
  PolkadotSendNetworkMismatchError,
  type PolkadotSendNetworkMismatchErrorType,
  PolkadotSubmitError,
  type PolkadotSubmitErrorType,
} from '../errors/transferErrors.js'
