// The wallet service's HTTP API as the frame calls it: every path, body and answer. The frame runs
// on the service's own origin; every `/v1/*` route refuses any other origin (SECURITY.md, "The
// service"). Bodies are JSON; an error is always `ApiErrorBody`.

/** What each error code means; the HTTP status goes with it. */
export const apiErrorStatuses = {
  invalid_request: 400,
  unauthorized: 401,
  origin_not_allowed: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  server_error: 500,
  /** A service the request needs behind this one (an operator's ERC-4337 bundler) did not answer usably. */
  bad_gateway: 502,
  /** A smart session's spend would pass its limit for the current period: 'Permission limit reached'. */
  session_limit: 403,
  /**
   * A smart session that is revoked or expired, or asked for another account, site origin or
   * chain than it was granted for: 'Session is no longer active'.
   */
  session_inactive: 403,
  /** A signature that is not the account owner's (revoking a smart session). */
  invalid_signature: 403,
} as const

export type ApiErrorCode = keyof typeof apiErrorStatuses

/**
 * Why a request failed, finer than its code, for answers a visitor reads, with the English
 * message it gives: the modal shows the text its catalogue holds under the reason, in the
 * visitor's language (a test keeps the two English texts equal).
 */
export const apiErrorReasons = {
  OTP_INVALID: 'Invalid code',
  OTP_EXPIRED: 'Code expired',
  SESSION_EXPIRED: 'Session Expired',
  DEVICE_NOT_APPROVED: 'Device not approved',
  EMAIL_LOGIN_TOO_SOON: 'Please try again after {seconds} seconds',
  EMAIL_TAKEN: 'This email belongs to another account.',
  EMAIL_UNCHANGED: 'The new email is the current one.',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  /** A social login the visitor cancelled at the provider. */
  CONNECTION_REJECTED: 'Connection rejected',
  /** A social login the provider failed, or an attempt the service no longer knows. */
  FAILED_TO_CONNECT: 'Failed to connect',
  /** A Farcaster sign-in whose answer was refused, or an attempt the service no longer knows. */
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
} as const

export type ApiErrorReason = keyof typeof apiErrorReasons

/**
 * Every error answer. A 429 also carries a `Retry-After` header (seconds); `seconds` goes with
 * `EMAIL_LOGIN_TOO_SOON`.
 */
export type ApiErrorBody = {
  error: { code: ApiErrorCode; message: string; reason?: ApiErrorReason; seconds?: number }
}

/** The purposes a one-time code is sent for. */
export type EmailCodePurpose = 'login' | 'email-change-primary' | 'email-change-secondary' | 'export'

/** `email` is null for a user who signed in only with a provider that shares none (X). */
export type ApiUser = { id: string; email: string | null }

/**
 * `GET /v1/projects/:id`. `managedRecovery`: the service keeps recovery shares itself (custodial),
 * so the frame asks the visitor for no recovery secret. `deviceApproval`: a browser without a
 * device token of the address gets `VERIFY_DEVICE` from `POST /v1/auth/email/start`.
 */
export type ProjectResponse = {
  id: string
  allowedOrigins: string[]
  managedRecovery: boolean
  deviceApproval: boolean
}

/**
 * `POST /v1/auth/email/start`. `deviceToken`: this browser's token, from its last
 * `EmailVerifyResponse`. `deviceApprovalId`: from a `VERIFY_DEVICE` answer, once
 * `POST /v1/auth/device/status` says `approved` (it works once: 401 'Device not approved' otherwise).
 */
export type EmailStartRequest = {
  projectId: string
  email: string
  deviceToken?: string
  deviceApprovalId?: string
}

/** A one-time code was mailed: verify it with `POST /v1/auth/email/verify`. */
export type EmailStartVerifyOtpResponse = { action: 'VERIFY_OTP' }

/**
 * Device approval is on and this browser has not signed in the address before: a link to approve
 * it was mailed instead of a code. Poll `POST /v1/auth/device/status` with `deviceApprovalId`
 * (known to this browser only); once `approved`, start again with it to get the code.
 */
export type EmailStartVerifyDeviceResponse = {
  action: 'VERIFY_DEVICE'
  deviceApprovalId: string
  /** Seconds the approval (and its link) is valid for. */
  expiresIn: number
}

export type EmailStartResponse = EmailStartVerifyOtpResponse | EmailStartVerifyDeviceResponse

/**
 * `POST /v1/auth/email/verify` (answers `EmailVerifyResponse`). `deviceToken`: this browser's
 * current one, if it has one; when it is valid for this user and project it is replaced.
 */
export type EmailVerifyRequest = {
  projectId: string
  email: string
  code: string
  deviceToken?: string
  /** The approval the code was sent for (device approval on): the code works with it alone. */
  deviceApprovalId?: string
}

/** The answer of a sign-in and of a refresh: a 15-minute access token and a refresh token. */
export type SessionResponse = {
  accessToken: string
  refreshToken: string
  /** Seconds the access token is valid for. */
  expiresIn: number
  user: ApiUser & { createdAt: string }
}

/**
 * The answer of a sign-in: the session, and a new device token for this browser to keep and send
 * with its next `email/start` and `email/verify` (issued whether device approval is on or not).
 */
export type EmailVerifyResponse = SessionResponse & { deviceToken: string }

/**
 * `POST /v1/auth/social/attempts`: a social login begins (SECURITY.md, "Social login").
 * `secretHash` is the SHA-256 (base64url) of a random secret the frame keeps; `siteOrigin` the
 * site's origin as the frame verified it; `returnTo`, for a browser that blocked the popup, the
 * site's page to come back to (same origin).
 */
export type SocialAttemptRequest = {
  projectId: string
  provider: string
  secretHash: string
  siteOrigin: string
  returnTo?: string
}

/** Where the popup goes (an address of the service), and the attempt's id. */
export type SocialAttemptResponse = { attemptId: string; startUrl: string }

/** `POST /v1/auth/social/result`, asked each second with the attempt's secret until not pending. */
export type SocialResultRequest = { projectId: string; attemptId: string; secret: string }

/**
 * `pending` until the provider answered; then, once, the session with the provider and username
 * (refused with `CONNECTION_REJECTED` or `FAILED_TO_CONNECT` when the login failed).
 */
export type SocialResultResponse =
  | { status: 'pending' }
  | ({ status: 'done'; provider: string; username: string } & SessionResponse)

/** `POST /v1/auth/social/abandon`: the visitor closed the popup. */
export type SocialAbandonRequest = { attemptId: string; secret: string }

/** `POST /v1/auth/device/status`, polled by the frame after `VERIFY_DEVICE` (404 for an unknown id). */
export type DeviceApprovalStatusRequest = { deviceApprovalId: string }

/** `expired`: past its expiry, or already used to get a code. */
export type DeviceApprovalState = 'pending' | 'approved' | 'denied' | 'expired'

export type DeviceApprovalStatusResponse = { state: DeviceApprovalState }

/** `POST /v1/auth/refresh` (answers `SessionResponse`) */
export type RefreshRequest = { refreshToken: string }

/** `POST /v1/auth/sign-out` (Bearer) */
export type SignOutRequest = { refreshToken: string }
export type SignOutResponse = { signedOut: true }

/** `GET /v1/me` (Bearer) */
export type MeResponse = {
  user: ApiUser
  wallet: { evmAddress: string; solanaAddress: string } | null
}

/**
 * `PUT /v1/wallet` (Bearer), answered 201 with `PutWalletResponse` (409 when the user has one). Without managed recovery the
 * body carries `recoveryEnvelope` (a JSON object the service stores as given, at most 4 KiB);
 * with managed recovery it carries `recoveryShare` instead.
 */
export type PutWalletRequest = {
  evmAddress: string
  solanaAddress: string
  /** base64 */
  authShare: string
} & ({ recoveryEnvelope: Record<string, unknown> } | { recoveryShare: string })

export type PutWalletResponse = { evmAddress: string; solanaAddress: string; createdAt: string }

/** `GET /v1/wallet` (Bearer) */
export type WalletResponse = {
  evmAddress: string
  solanaAddress: string
  /** base64, decrypted by the service for this session's user */
  authShare: string
  createdAt: string
} & ({ recoveryEnvelope: Record<string, unknown> } | { recoveryShare: string })

/** `POST /v1/email/change/start` (Bearer): a code goes to the current address. */
export type EmailChangeStartRequest = { newEmail: string }
export type EmailChangeStartResponse = { action: 'VERIFY_PRIMARY_OTP' }

/** `POST /v1/email/change/verify-primary` (Bearer): a code goes to the new address. */
export type EmailChangeVerifyRequest = { code: string }
export type EmailChangeVerifyPrimaryResponse = { action: 'VERIFY_SECONDARY_OTP' }

/** `POST /v1/email/change/verify-secondary` (Bearer) */
export type EmailChangeVerifySecondaryResponse = { user: ApiUser & { email: string } }

/** `GET /v1/email/change` (Bearer), polled each second by the modal. */
export type EmailChangeStateResponse = {
  state: 'none' | 'awaiting-primary' | 'awaiting-secondary' | 'done'
  newEmail?: string
}

/** `POST /v1/export/start` (Bearer): a code goes to the user's address. */
export type ExportStartResponse = { action: 'VERIFY_OTP' }
/** `POST /v1/export/verify` (Bearer) */
export type ExportVerifyRequest = { code: string }
export type ExportVerifyResponse = { verified: true }

/** `GET /.well-known/jwks.json` */
export type JsonWebKeySet = { keys: PublicSigningJwk[] }

/** An ES256 public key as published. */
export type PublicSigningJwk = {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  kid: string
  alg: 'ES256'
  use: 'sig'
}

/**
 * `POST /v1/auth/farcaster/attempts`: a Farcaster sign-in begins (SECURITY.md, "Farcaster").
 * `secretHash` is the SHA-256 (base64url) of a random secret the frame keeps; `siteOrigin` the
 * site's origin as the frame verified it (one of the project's allowed origins): the message the
 * visitor's app signs names its host as `domain` and the origin as `uri`.
 */
export type FarcasterAttemptRequest = { projectId: string; secretHash: string; siteOrigin: string }

/**
 * The attempt's id, and the URL the visitor's Farcaster app opens (the modal shows it as a QR code
 * and a link): the configured connect URL with `?channelToken=`. It works for 10 minutes.
 */
export type FarcasterAttemptResponse = { attemptId: string; url: string }

/** `POST /v1/auth/farcaster/result`, asked each second with the attempt's secret until not pending. */
export type FarcasterResultRequest = { projectId: string; attemptId: string; secret: string }

/**
 * `pending` until the visitor's app answered; then, once, the session with the fid and the
 * username the app gave (untrusted text, cleaned; may be empty). A refused answer, an expired
 * attempt or a wrong secret is refused with `FARCASTER_CONNECT_FAILED`.
 */
export type FarcasterResultResponse =
  | { status: 'pending' }
  | ({ status: 'done'; fid: number; username: string } & SessionResponse)

/** `POST /v1/auth/farcaster/abandon`: the visitor left the Farcaster view. */
export type FarcasterAbandonRequest = { attemptId: string; secret: string }

// The relay (`<publicUrl>/farcaster`), for the visitor's Farcaster app and for a site's own use:
// Farcaster's relay's endpoints, bodies and answers. Errors are `{ error: string, message?: string }`.

/** `POST /farcaster/v1/channel` (a site opens a channel for its own `siweUri`, among a project's origins). */
export type FarcasterCreateChannelRequest = {
  siweUri: string
  /** `siweUri`'s host (and port). */
  domain: string
  /** Letters and digits, 8 to 64; made by the relay when absent. */
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  /** Accepted and ignored: the service verifies custody signatures only. */
  acceptAuthAddress?: boolean
}

/** 201. `url` (and its old name `connectUri`) is what the visitor's app opens. */
export type FarcasterCreateChannelResponse = {
  channelToken: string
  url: string
  connectUri: string
  nonce: string
}

/**
 * `POST /farcaster/v1/channel/authenticate` with `Authorization: Bearer <channelToken>` (and
 * `X-Farcaster-Auth-Relay-Key` when the operator set `relayAuthKey`): the app's signed message.
 * Answered 201 with the completed `FarcasterChannelStatusResponse`, or 401 with the refusal.
 */
export type FarcasterAuthenticateRequest = {
  message: string
  /** 65 bytes of hex, by the custody address. */
  signature: string
  authMethod?: 'custody' | 'authAddress'
  fid: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
}

/**
 * `GET /farcaster/v1/channel/status` with `Authorization: Bearer <channelToken>`: 202 while
 * pending (with what the app must sign), 200 once completed (a site's channel is then closed).
 */
export type FarcasterChannelStatusResponse = {
  state: 'pending' | 'completed'
  nonce: string
  signatureParams: {
    siweUri: string
    domain: string
    nonce: string
    notBefore?: string
    expirationTime?: string
    requestId?: string
    redirectUrl?: string
  }
  acceptAuthAddress: boolean
  message?: string
  signature?: string
  authMethod?: 'custody'
  fid?: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
  /** The fid's custody address, as the registry said. */
  custody?: string
  /** Always empty: the service reads no hub. */
  verifications?: string[]
}

/**
 * A network on which the operator offers ERC-4337 smart accounts (`smartAccounts` in the
 * service's configuration): the EntryPoint v0.7 and the SimpleAccount-compatible factory the
 * visitor's account is made by (`createAccount(owner, salt)`).
 */
export type SmartAccountNetwork = { chainId: number; entryPoint: string; factory: string }

/** `GET /v1/smart-accounts`: the networks with smart accounts (spec: smartAccountEnabledNetworks). */
export type SmartAccountsResponse = { networks: SmartAccountNetwork[] }

/** The ERC-4337 bundler methods `POST /v1/bundler/{chainId}` forwards; any other is refused. */
export const bundlerMethods = [
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
] as const
export type BundlerMethod = (typeof bundlerMethods)[number]

/** `POST /v1/bundler/{chainId}` (a signed-in session only): one JSON-RPC call for the operator's bundler. */
export type BundlerRpcRequest = { method: BundlerMethod; params: unknown[] }

/**
 * What the bundler answered, passed through: its result, or its JSON-RPC error (ERC-4337's codes
 * such as -32500 for a rejected operation, with its message and data), so that the site's
 * bundler client reads it as if it had asked the bundler itself.
 */
export type BundlerRpcResponse =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

// Smart sessions (ERC-7715; SECURITY.md, "Smart sessions"): permissions a visitor granted a site
// for their smart account, kept by the service. Every route needs the visitor's session (Bearer).
// Times are unix seconds; amounts are uint256 in the token's base units, as decimal strings.

/** Spend up to `periodAmount` of one ERC-20 token per period of `periodSeconds` (1 s to 366 days). */
export type SmartSessionPermission = {
  type: 'erc20-token-periodic'
  /** The token contract, checksummed in answers. */
  token: string
  /** A uint256 above 0, as decimal digits. */
  periodAmount: string
  periodSeconds: number
}

/**
 * `POST /v1/sessions` (answered 201 with `SmartSessionResponse`). `siteOrigin` is the site's origin
 * as the frame's handshake verified it (one of the project's allowed origins); `chainId` a chain the
 * operator offers smart accounts on; `account` the visitor's smart account there; `expiresAt` unix
 * seconds, in the future and at most a year ahead.
 */
export type CreateSmartSessionRequest = {
  projectId: string
  siteOrigin: string
  chainId: number
  account: string
  permission: SmartSessionPermission
  expiresAt: number
}

/**
 * A smart session as the service keeps it. `id` is the permission's context (16 random bytes as
 * `0x` hex). `periodStart` and `spentInPeriod` are the current period's: a period that has ended
 * reads as a new one (started a whole number of periods after the last) with nothing spent.
 */
export type SmartSession = {
  id: string
  chainId: number
  /** Checksummed. */
  account: string
  siteOrigin: string
  permission: SmartSessionPermission
  expiresAt: number
  createdAt: number
  revokedAt: number | null
  periodStart: number
  spentInPeriod: string
}

export type SmartSessionResponse = { session: SmartSession }

/** `GET /v1/sessions/{address}`: the user's active sessions for that smart account, newest first. */
export type SmartSessionsResponse = { sessions: SmartSession[] }

/**
 * `POST /v1/sessions/{address}/revoke`: `signature` is the owner's `personal_sign` (EIP-191, by the
 * user's embedded EOA) of exactly `revokeSessionMessage(pci)`, so that an access token alone cannot
 * revoke. A wrong signature is 403, an unknown session (or another user's) 404; revoking a revoked
 * session answers 200 again.
 */
export type RevokeSmartSessionRequest = { pci: string; signature: string }
export type RevokeSmartSessionResponse = { revoked: true }

/** The text the owner signs to revoke the smart session `pci`. */
export const revokeSessionMessage = (pci: string): string => `Revoke LatchKit session ${pci}`

/**
 * `POST /v1/sessions/{address}/spend`: reserves `amount` (a uint256 above 0) of the session's
 * current period before the frame signs, atomically: 403 `session_limit` when it would pass the
 * period's amount, 403 `session_inactive` when the session is revoked or expired or is not for this
 * account, site origin and chain, 404 when unknown. A reservation is never given back.
 */
export type SpendSmartSessionRequest = { pci: string; amount: string; siteOrigin: string; chainId: number }

/** What the current period has spent, this reservation included, and what is left of it. */
export type SpendSmartSessionResponse = { spentInPeriod: string; remaining: string }
