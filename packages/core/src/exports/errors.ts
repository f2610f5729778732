// Core's error classes and their message catalogue, re-exported by the package's entry.
export {
  AccountNotInConnectionError,
  type AccountNotInConnectionErrorType,
} from '../errors/account.js'
export {
  AllowedOriginsError,
  type AllowedOriginsErrorType,
  InvalidAppConfigurationError,
  type InvalidAppConfigurationErrorType,
  NetworkNotSupportedError,
  type NetworkNotSupportedErrorType,
  OriginNotAllowedError,
  type OriginNotAllowedErrorType,
  UnexpectedResponseError,
  type UnexpectedResponseErrorType,
} from '../errors/api.js'
export { BaseError, type BaseErrorParameters, type BaseErrorType } from '../errors/base.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from '../errors/caip.js'
export {
  ChainAdapterNotFoundError,
  type ChainAdapterNotFoundErrorType,
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  DisconnectChainsError,
  type DisconnectChainsErrorType,
  FailedToConnectError,
  type FailedToConnectErrorType,
  isUserRejection,
  toConnectError,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  withUserRejectionMapped,
} from '../errors/connection.js'
export { ConnectorNotFoundError, type ConnectorNotFoundErrorType } from '../errors/connectorNotFound.js'
export { type Failure, toFailure } from '../errors/failure.js'
export { TransactionsNeedAddressError, type TransactionsNeedAddressErrorType } from '../errors/history.js'
export {
  HttpAbortedError,
  type HttpAbortedErrorType,
  HttpError,
  type HttpErrorType,
  HttpNetworkError,
  type HttpNetworkErrorType,
  HttpResponseBodyError,
  type HttpResponseBodyErrorType,
  HttpTimeoutError,
  type HttpTimeoutErrorType,
} from '../errors/http.js'
export {
  type FlowMessageCode,
  flowMessages,
  formatMessage,
  type MessageCode,
  type UserVisibleMessageCode,
  userVisibleMessages,
  type ValidationMessageCode,
  validationMessages,
} from '../errors/messages.js'
export {
  type NameErrorCode,
  NameInvalidCharactersError,
  type NameInvalidCharactersErrorType,
  NameNeedsEvmAccountError,
  type NameNeedsEvmAccountErrorType,
  NameNeedsProjectIdError,
  type NameNeedsProjectIdErrorType,
  NameRegistrationFailedError,
  type NameRegistrationFailedErrorType,
  NameSignatureRejectedError,
  type NameSignatureRejectedErrorType,
  NameTakenError,
  type NameTakenErrorType,
  NameTooShortError,
  type NameTooShortErrorType,
} from '../errors/names.js'
export {
  AdapterNotFoundError,
  type AdapterNotFoundErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
} from '../errors/network.js'
export {
  OnrampAccountRequiredError,
  type OnrampAccountRequiredErrorType,
  OnrampAmountRequiredError,
  type OnrampAmountRequiredErrorType,
  OnrampAmountTooHighError,
  type OnrampAmountTooHighErrorType,
  OnrampAmountTooLowError,
  type OnrampAmountTooLowErrorType,
  OnrampProjectIdRequiredError,
  type OnrampProjectIdRequiredErrorType,
  OnrampUnsafeUrlError,
  type OnrampUnsafeUrlErrorType,
  OnrampWindowBlockedError,
  type OnrampWindowBlockedErrorType,
} from '../errors/onramp.js'
export {
  InvalidOptionsError,
  type InvalidOptionsErrorType,
  InvalidThemeModeError,
  type InvalidThemeModeErrorType,
  SiweAndSiwxError,
  type SiweAndSiwxErrorType,
} from '../errors/options.js'
export {
  PayCancelledError,
  type PayCancelledErrorType,
  PayRequestInvalidError,
  type PayRequestInvalidErrorType,
  PayWalletNotConnectedError,
  type PayWalletNotConnectedErrorType,
} from '../errors/pay.js'
export {
  DuplicateFeatureError,
  type DuplicateFeatureErrorType,
  FeatureNotInstalledError,
  type FeatureNotInstalledErrorType,
  ViewNotAvailableError,
  type ViewNotAvailableErrorType,
} from '../errors/router.js'
export {
  InvalidAmountError,
  type InvalidAmountErrorType,
  InvalidDecimalsError,
  type InvalidDecimalsErrorType,
  InvalidReceiverError,
  type InvalidReceiverErrorType,
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
  SendUnsupportedChainError,
  type SendUnsupportedChainErrorType,
} from '../errors/send.js'
export {
  SwapAmountRequiredError,
  type SwapAmountRequiredErrorType,
  SwapApprovalTimeoutError,
  type SwapApprovalTimeoutErrorType,
  SwapInsufficientBalanceError,
  type SwapInsufficientBalanceErrorType,
  SwapQuoteUnavailableError,
  type SwapQuoteUnavailableErrorType,
} from '../errors/swap.js'
export {
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  WalletAccountNotFoundError,
  type WalletAccountNotFoundErrorType,
  WalletChainNotSupportedError,
  type WalletChainNotSupportedErrorType,
  WalletEmptyResponseError,
  type WalletEmptyResponseErrorType,
  WalletFeatureNotSupportedError,
  type WalletFeatureNotSupportedErrorType,
} from '../errors/wallet.js'
