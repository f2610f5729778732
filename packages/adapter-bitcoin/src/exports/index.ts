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
  WalletConnectAccountNotFoundError,
  type WalletConnectAccountNotFoundErrorType,
  WalletConnectNetworkNotApprovedError,
  type WalletConnectNetworkNotApprovedErrorType,
  WalletEmptyResponseError,
  type WalletEmptyResponseErrorType,
  WalletFeatureNotSupportedError,
  type WalletFeatureNotSupportedErrorType,
} from '@latchkit/core'
export type {
  BitcoinFeeEstimates,
  BitcoinTransactionStatus,
  BitcoinUtxo,
} from '../account/esploraClient.js'
export type {
  BitcoinSendTransferParameters,
  BitcoinSignPsbtParameters,
  BitcoinSignPsbtResult,
} from '../actions/loadSending.js'
export { BitcoinAdapter } from '../adapter/BitcoinAdapter.js'
export type { BitcoinAdapterOptions } from '../adapter/bitcoinAdapterOptions.js'
export { BitcoinApiResponseError, type BitcoinApiResponseErrorType } from '../errors/apiErrors.js'
export { BitcoinBroadcastError, type BitcoinBroadcastErrorType } from '../errors/broadcastErrors.js'
export { BitcoinAdapterOptionsError, type BitcoinAdapterOptionsErrorType } from '../errors/optionsErrors.js'
export {
  BitcoinNetworkUnsupportedError,
  type BitcoinNetworkUnsupportedErrorType,
  BitcoinWalletResponseError,
  type BitcoinWalletResponseErrorType,
} from '../errors/walletErrors.js'
export {
  type BitcoinNetwork,
  type BitcoinNetworkParameters,
  type BitcoinWalletNetworkNames,
  type DefineBitcoinNetworkParameters,
  defineBitcoinNetwork,
} from '../networks/bitcoinNetwork.js'
export {
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet4,
} from '../networks/builtInNetworks.js'
export type {
  BitcoinAccount,
  BitcoinAccountPurpose,
  BitcoinMessageProtocol,
  BitcoinWallet,
  BitcoinWalletApi,
} from '../wallets/bitcoinWallet.js'
export * from './sendErrors.js'
