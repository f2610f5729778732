// The errors only the lazy sending part throws, as an entry of their own (tsup builds every file
// of src/exports/). The package entry re-exports them from their module too, so the bundler that
// builds dist/ gives them a chunk apart from the code the entry runs, and a site's Rollup or
// Rolldown build (Vite; the package has no side effects) places them with the sending part, not in
// the first download.
export {
  BitcoinDustAmountError,
  type BitcoinDustAmountErrorType,
  BitcoinSendNetworkMismatchError,
  type BitcoinSendNetworkMismatchErrorType,
  InsufficientBitcoinFundsError,
  type InsufficientBitcoinFundsErrorType,
  InvalidBitcoinFeeRateError,
  type InvalidBitcoinFeeRateErrorType,
  InvalidBitcoinPsbtError,
  type InvalidBitcoinPsbtErrorType,
  UnsupportedBitcoinPaymentAddressError,
  type UnsupportedBitcoinPaymentAddressErrorType,
} from '../errors/sendErrors.js'
