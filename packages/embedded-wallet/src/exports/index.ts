// The site side of the embedded wallet: `createEmbeddedWallet` (the AUTH connector the adapters
// serve and the email, social and Farcaster features of the modal), the origin-checked handshake with the frame and the
// frame protocol's messenger (spec section 7). See SECURITY.md.

export { connectToFrame, frameLoadTimeoutMs } from '../handshake/connectToFrame.js'
export { FrameLoadFailedError, type FrameLoadFailedErrorType } from '../handshake/errors.js'
export {
  createFrameMessenger,
  type FrameMessenger,
  type FramePort,
  frameRequestTimeoutMs,
} from '../protocol/createFrameMessenger.js'
export { isValidEmail } from '../protocol/email.js'
export {
  FrameMessengerClosedError,
  type FrameMessengerClosedErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  FrameRequestTimeoutError,
  type FrameRequestTimeoutErrorType,
} from '../protocol/errors.js'
export type * from '../protocol/framePayloads.js'
export {
  type FrameRequest,
  type FrameRequestType,
  type FrameResponse,
  frameRequestTypes,
} from '../protocol/frameRequests.js'
export { readFrameRequest, readFrameResponse } from '../protocol/readFrameMessage.js'
export {
  createEmbeddedWallet,
  type EmbeddedWallet,
  type EmbeddedWalletOptions,
  embeddedWalletConnectorId,
} from '../site/createEmbeddedWallet.js'
export {
  EmailLoginTooSoonError,
  type EmailLoginTooSoonErrorType,
  FrameNotSetError,
  type FrameNotSetErrorType,
  InvalidEmailError,
  type InvalidEmailErrorType,
  NoPendingEmailLoginError,
  type NoPendingEmailLoginErrorType,
  ProviderRpcError,
  type ProviderRpcErrorType,
  SmartSessionsAccountError,
  type SmartSessionsAccountErrorType,
} from '../site/errors.js'
export type { EmbeddedEip1193Provider } from '../site/evm/embeddedEip1193Provider.js'
export {
  BundlerRpcError,
  type BundlerRpcErrorType,
  PaymasterServiceError,
  type PaymasterServiceErrorType,
  SmartAccountMessageSigningError,
  type SmartAccountMessageSigningErrorType,
  SmartAccountNotEnabledError,
  type SmartAccountNotEnabledErrorType,
  SmartAccountOperationRevertedError,
  type SmartAccountOperationRevertedErrorType,
} from '../site/evm/smartAccount/errors.js'
export {
  FarcasterConnectFailedError,
  type FarcasterConnectFailedErrorType,
  SocialConnectFailedError,
  type SocialConnectFailedErrorType,
  SocialPopupClosedError,
  type SocialPopupClosedErrorType,
} from '../site/loginElsewhereErrors.js'
export {
  InvalidFrameAnswerError,
  type InvalidFrameAnswerErrorType,
  InvalidWireTransactionError,
  type InvalidWireTransactionErrorType,
  SolanaAccountNotConnectedError,
  type SolanaAccountNotConnectedErrorType,
  SolanaAccountNotSignerError,
  type SolanaAccountNotSignerErrorType,
  SolanaChainNotServedError,
  type SolanaChainNotServedErrorType,
  SolanaRequestRejectedError,
  type SolanaRequestRejectedErrorType,
} from '../site/solana/errors.js'
export type { EmbeddedSolanaWallet } from '../site/solana/lazySolanaWallet.js'
