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
  WalletChainNotSupportedError,
  type WalletChainNotSupportedErrorType,
  WalletConnectAccountNotFoundError,
  type WalletConnectAccountNotFoundErrorType,
  WalletConnectNetworkNotApprovedError,
  type WalletConnectNetworkNotApprovedErrorType,
  WalletFeatureNotSupportedError,
  type WalletFeatureNotSupportedErrorType,
} from '@latchkit/core'
export { addressExplorerUrl } from '../account/addressExplorerUrl.js'
export type { SendSolParameters } from '../actions/sendSol.js'
export type { SendSplTokenParameters } from '../actions/sendSplToken.js'
export type { SolanaSendTransactionParameters } from '../actions/signAndSendTransaction.js'
export type { SolanaSignMessageParameters } from '../actions/signMessage.js'
export type { SolanaSignTransactionParameters } from '../actions/signTransaction.js'
export { SolanaAdapter } from '../adapter/SolanaAdapter.js'
export type { SolanaAdapterOptions, SolanaRpcUrl } from '../adapter/solanaAdapterOptions.js'
export { SolanaAdapterOptionsError, type SolanaAdapterOptionsErrorType } from '../errors/optionsErrors.js'
export {
  SendFeeUnavailableError,
  type SendFeeUnavailableErrorType,
  SolanaRpcError,
  type SolanaRpcErrorType,
} from '../errors/rpcErrors.js'
export { TransactionFailedError, type TransactionFailedErrorType } from '../errors/sendErrors.js'
export type { SolanaGetTransactionsParameters } from '../history/getTransactions.js'
export {
  type DefineSolanaNetworkParameters,
  defineSolanaNetwork,
  type SolanaChain,
  type SolanaNetwork,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
} from '../networks/solanaNetworks.js'
export type { SolanaTokenListing } from '../tokens/solanaTokenListing.js'
export type { SolanaTransaction } from '../wallets/solanaWallet.js'
