/// <reference types="node" />
// `@latchkit/embedded-wallet/server`: the wallet service a site operator runs
// (`latchkit-wallet-server`), its HTTP API's types for the frame, and `verifySessionToken` for a
// site's own server. Node only. See src/server/README.md and SECURITY.md.
export type {
  ApiErrorBody,
  ApiErrorCode,
  ApiUser,
  BundlerMethod,
  BundlerRpcRequest,
  BundlerRpcResponse,
  CreateSmartSessionRequest,
  DeviceApprovalState,
  DeviceApprovalStatusRequest,
  DeviceApprovalStatusResponse,
  EmailChangeStartRequest,
  EmailChangeStartResponse,
  EmailChangeStateResponse,
  EmailChangeVerifyPrimaryResponse,
  EmailChangeVerifyRequest,
  EmailChangeVerifySecondaryResponse,
  EmailCodePurpose,
  EmailStartRequest,
  EmailStartResponse,
  EmailStartVerifyDeviceResponse,
  EmailStartVerifyOtpResponse,
  EmailVerifyRequest,
  EmailVerifyResponse,
  ExportStartResponse,
  ExportVerifyRequest,
  ExportVerifyResponse,
  JsonWebKeySet,
  MeResponse,
  ProjectResponse,
  PublicSigningJwk,
  PutWalletRequest,
  PutWalletResponse,
  RefreshRequest,
  RevokeSmartSessionRequest,
  RevokeSmartSessionResponse,
  SessionResponse,
  SignOutRequest,
  SignOutResponse,
  SmartAccountNetwork,
  SmartAccountsResponse,
  SmartSession,
  SmartSessionPermission,
  SmartSessionResponse,
  SpendSmartSessionRequest,
  SpendSmartSessionResponse,
  WalletResponse,
} from '../server/api.js'
export { apiErrorStatuses, bundlerMethods, revokeSessionMessage } from '../server/api.js'
export { runWalletServerCli, type WalletServerCliIo, type WalletServerCliRun } from '../server/cli.js'
export type {
  SmartAccountNetworkConfig,
  SmartAccountsConfig,
} from '../server/config/smartAccountsConfig.js'
export type {
  ProjectConfig,
  SmtpConfig,
  WalletServerConfig,
  WalletServerLimits,
  WalletServerLogEntry,
} from '../server/config/walletServerConfig.js'
export { createWalletServer, type WalletServer } from '../server/createWalletServer.js'
export type { DatabaseConfig } from '../server/database/openDatabase.js'
export {
  InsecureListenError,
  type InsecureListenErrorType,
  JwksFetchError,
  type JwksFetchErrorType,
  MailSendError,
  type MailSendErrorType,
  SecretDecryptionError,
  type SecretDecryptionErrorType,
  SessionTokenError,
  type SessionTokenErrorType,
  type SessionTokenProblem,
  WalletServerCliError,
  type WalletServerCliErrorType,
  WalletServerConfigError,
  type WalletServerConfigErrorType,
} from '../server/errors.js'
export type { AccessTokenClaims } from '../server/session/accessTokenClaims.js'
export {
  fetchSessionJwks,
  type SessionTokenUser,
  type VerifySessionTokenParameters,
  verifySessionToken,
} from '../server/session/verifySessionToken.js'
