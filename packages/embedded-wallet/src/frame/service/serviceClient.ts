import type {
  ApiErrorBody,
  BundlerRpcRequest,
  BundlerRpcResponse,
  CreateSmartSessionRequest,
  DeviceApprovalStatusResponse,
  EmailChangeStateResponse,
  EmailChangeVerifyPrimaryResponse,
  EmailChangeVerifySecondaryResponse,
  EmailStartRequest,
  EmailStartResponse,
  EmailVerifyRequest,
  EmailVerifyResponse,
  FarcasterAbandonRequest,
  FarcasterAttemptRequest,
  FarcasterAttemptResponse,
  FarcasterResultRequest,
  FarcasterResultResponse,
  MeResponse,
  ProjectResponse,
  PutWalletRequest,
  RevokeSmartSessionRequest,
  RevokeSmartSessionResponse,
  SessionResponse,
  SmartAccountsResponse,
  SmartSessionResponse,
  SmartSessionsResponse,
  SocialAbandonRequest,
  SocialAttemptRequest,
  SocialAttemptResponse,
  SocialResultRequest,
  SocialResultResponse,
  SpendSmartSessionRequest,
  SpendSmartSessionResponse,
  WalletResponse,
} from '../../server/api.js'
import { ServiceRequestError } from './errors.js'

type Method = 'GET' | 'POST' | 'PUT'

/**
 * The frame's calls to the wallet service (its own origin: the service refuses any other). Every
 * failure is a {@link ServiceRequestError} with the service's code and message.
 */
export function createServiceClient(parameters: { baseUrl: string; fetch?: typeof fetch }) {
  const fetchJson = parameters.fetch ?? fetch.bind(globalThis)

  async function call<answer>(
    method: Method,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ) {
    const response = await fetchJson(new URL(path, parameters.baseUrl), {
      method,
      credentials: 'omit',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }).catch((cause: unknown) => {
      throw new ServiceRequestError({ status: 0, code: 'network_error', message: 'Server Error', cause })
    })
    const body = (await response.json().catch(() => undefined)) as unknown
    if (response.ok) return body as answer
    const error = (body as Partial<ApiErrorBody> | undefined)?.error
    throw new ServiceRequestError({
      status: response.status,
      code: typeof error?.code === 'string' ? error.code : 'server_error',
      message: typeof error?.message === 'string' ? error.message : 'Server Error',
      retryAfterSeconds: Number(response.headers.get('retry-after')) || undefined,
      reason: typeof error?.reason === 'string' ? error.reason : undefined,
    })
  }

  return {
    project: (projectId: string) =>
      call<ProjectResponse>('GET', `/v1/projects/${encodeURIComponent(projectId)}`),
    startEmail: (body: EmailStartRequest) =>
      call<EmailStartResponse>('POST', '/v1/auth/email/start', { body }),
    verifyEmail: (body: EmailVerifyRequest) =>
      call<EmailVerifyResponse>('POST', '/v1/auth/email/verify', { body }),
    deviceApprovalState: (deviceApprovalId: string) =>
      call<DeviceApprovalStatusResponse>('POST', '/v1/auth/device/status', { body: { deviceApprovalId } }),
    startSocial: (body: SocialAttemptRequest) =>
      call<SocialAttemptResponse>('POST', '/v1/auth/social/attempts', { body }),
    socialResult: (body: SocialResultRequest) =>
      call<SocialResultResponse>('POST', '/v1/auth/social/result', { body }),
    abandonSocial: (body: SocialAbandonRequest) => call<unknown>('POST', '/v1/auth/social/abandon', { body }),
    startFarcaster: (body: FarcasterAttemptRequest) =>
      call<FarcasterAttemptResponse>('POST', '/v1/auth/farcaster/attempts', { body }),
    farcasterResult: (body: FarcasterResultRequest) =>
      call<FarcasterResultResponse>('POST', '/v1/auth/farcaster/result', { body }),
    abandonFarcaster: (body: FarcasterAbandonRequest) =>
      call<unknown>('POST', '/v1/auth/farcaster/abandon', { body }),
    refresh: (refreshToken: string) =>
      call<SessionResponse>('POST', '/v1/auth/refresh', { body: { refreshToken } }),
    signOut: (token: string, refreshToken: string) =>
      call<{ signedOut: true }>('POST', '/v1/auth/sign-out', { token, body: { refreshToken } }),
    me: (token: string) => call<MeResponse>('GET', '/v1/me', { token }),
    wallet: (token: string) => call<WalletResponse>('GET', '/v1/wallet', { token }),
    putWallet: (token: string, body: PutWalletRequest) => call<unknown>('PUT', '/v1/wallet', { token, body }),
    startEmailChange: (token: string, newEmail: string) =>
      call<{ action: 'VERIFY_PRIMARY_OTP' }>('POST', '/v1/email/change/start', { token, body: { newEmail } }),
    verifyEmailChangePrimary: (token: string, code: string) =>
      call<EmailChangeVerifyPrimaryResponse>('POST', '/v1/email/change/verify-primary', {
        token,
        body: { code },
      }),
    verifyEmailChangeSecondary: (token: string, code: string) =>
      call<EmailChangeVerifySecondaryResponse>('POST', '/v1/email/change/verify-secondary', {
        token,
        body: { code },
      }),
    emailChangeState: (token: string) => call<EmailChangeStateResponse>('GET', '/v1/email/change', { token }),
    startExport: (token: string) => call<{ action: 'VERIFY_OTP' }>('POST', '/v1/export/start', { token }),
    verifyExport: (token: string, code: string) =>
      call<{ verified: true }>('POST', '/v1/export/verify', { token, body: { code } }),
    /** The chains the operator offers smart accounts on (no session needed). */
    smartAccounts: () => call<SmartAccountsResponse>('GET', '/v1/smart-accounts'),
    /** One call to the operator's bundler for `chainId`; its JSON-RPC error is an answer too. */
    bundlerRpc: (token: string, chainId: number, request: BundlerRpcRequest) =>
      call<BundlerRpcResponse>('POST', `/v1/bundler/${chainId}`, { token, body: request }),
    /** Grants a smart session (ERC-7715) the visitor approved; answers it with its id. */
    createSmartSession: (token: string, body: CreateSmartSessionRequest) =>
      call<SmartSessionResponse>('POST', '/v1/sessions', { token, body }),
    /** The visitor's smart sessions for `address` (a smart account) that are neither revoked nor expired. */
    listSmartSessions: (token: string, address: string) =>
      call<SmartSessionsResponse>('GET', `/v1/sessions/${encodeURIComponent(address)}`, { token }),
    /** Revokes a session; `body.signature` is the owner's `personal_sign` of `revokeSessionMessage(pci)`. */
    revokeSmartSession: (token: string, address: string, body: RevokeSmartSessionRequest) =>
      call<RevokeSmartSessionResponse>('POST', `/v1/sessions/${encodeURIComponent(address)}/revoke`, {
        token,
        body,
      }),
    /**
     * Reserves an operation's amount in a session's current period before signing it; refused
     * with `session_limit` or `session_inactive` (then the frame asks the visitor instead).
     */
    spendSmartSession: (token: string, address: string, body: SpendSmartSessionRequest) =>
      call<SpendSmartSessionResponse>('POST', `/v1/sessions/${encodeURIComponent(address)}/spend`, {
        token,
        body,
      }),
  }
}

export type ServiceClient = ReturnType<typeof createServiceClient>
