// The errors every chain namespace shares are core's; re-exported here with the adapter's own.
export {
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  InvalidAmountError,
  type InvalidAmountErrorType,
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from '@latchkit/core'
export { addressExplorerUrl } from '../account/addressExplorerUrl.js'
export type { EvmTokenListing } from '../account/evmTokenListing.js'
export type { EstimateGasParameters } from '../actions/estimateGas.js'
export type { EvmSendTokenParameters } from '../actions/sendToken.js'
export type { EvmTransactionRequest } from '../actions/sendTransaction.js'
export type { SignTypedDataParameters } from '../actions/signTypedData.js'
export { EvmAdapter } from '../adapter/EvmAdapter.js'
export type { EvmAdapterOptions } from '../adapter/evmAdapterOptions.js'
export { embeddedWalletConnector } from '../connectors/embeddedWalletConnector.js'
export {
  EmbeddedWalletChainError,
  type EmbeddedWalletChainErrorType,
} from '../errors/embeddedWalletErrors.js'
export { EvmAdapterOptionsError, type EvmAdapterOptionsErrorType } from '../errors/optionsErrors.js'
export { type EvmNetwork, toCaipNetworkId, toNetwork } from '../networks/toNetwork.js'
export type { EvmCall } from '../validation/validateCalls.js'
export * from './actionErrors.js'
