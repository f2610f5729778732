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
  WalletAccountNotFoundError,
  type WalletAccountNotFoundErrorType,
  WalletConnectAccountNotFoundError,
  type WalletConnectAccountNotFoundErrorType,
  WalletConnectNetworkNotApprovedError,
  type WalletConnectNetworkNotApprovedErrorType,
  WalletFeatureNotSupportedError,
  type WalletFeatureNotSupportedErrorType,
} from '@latchkit/core'
export type {
  PolkadotFreeAndReservedBalance,
  PolkadotSignMessageParameters,
  PolkadotTransfer,
  PolkadotTransferBlock,
  PolkadotTransferParameters,
} from '../actions/lazyActions.js'
export { PolkadotAdapter } from '../adapter/PolkadotAdapter.js'
export type { PolkadotAdapterOptions } from '../adapter/polkadotAdapterOptions.js'
export { PolkadotAdapterOptionsError, type PolkadotAdapterOptionsErrorType } from '../errors/optionsErrors.js'
export { PolkadotRpcConnectionError, type PolkadotRpcConnectionErrorType } from '../errors/rpcErrors.js'
export {
  PolkadotNetworkUnsupportedError,
  type PolkadotNetworkUnsupportedErrorType,
  PolkadotWalletResponseError,
  type PolkadotWalletResponseErrorType,
} from '../errors/walletErrors.js'
export {
  kusama,
  kusamaAssetHub,
  paseo,
  polkadot,
  polkadotAssetHub,
  westend,
} from '../networks/builtInNetworks.js'
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  type PolkadotNetwork,
  type PolkadotNetworkParameters,
} from '../networks/polkadotNetwork.js'
export type {
  PolkadotKeyType,
  PolkadotWallet,
  PolkadotWalletAccount,
  PolkadotWalletApi,
} from '../wallets/polkadotWallet.js'
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
} from './transferErrors.js'
