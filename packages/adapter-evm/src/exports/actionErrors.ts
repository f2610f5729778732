// The errors of the adapter's lazy actions (fees, sends, history, signing, network switches), in a module of
// their own: the entry only re-exports them, so a site's bundler (the package has no side effects)
// places them with the lazy parts that throw them, not in the page's first download.
export {
  FeeCapTooHighError,
  type FeeCapTooHighErrorType,
  FeeConflictError,
  type FeeConflictErrorType,
  GasPriceNetworkNotSupportedError,
  type GasPriceNetworkNotSupportedErrorType,
  TipAboveFeeCapError,
  type TipAboveFeeCapErrorType,
} from '../errors/feeErrors.js'
export {
  ExplorerApiError,
  type ExplorerApiErrorType,
  TransactionHistoryUnavailableError,
  type TransactionHistoryUnavailableErrorType,
} from '../errors/historyErrors.js'
export {
  InvalidSendCallError,
  type InvalidSendCallErrorType,
  NoCallsError,
  type NoCallsErrorType,
} from '../errors/sendErrors.js'
export { ChainNotSupportedError, type ChainNotSupportedErrorType } from '../errors/walletErrors.js'
