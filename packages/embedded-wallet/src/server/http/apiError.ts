import { BaseError } from '@latchkit/core'
import { type ApiErrorCode, type ApiErrorReason, apiErrorReasons, apiErrorStatuses } from '../api.js'

export type ApiErrorType = ApiError & { name: 'WalletApiError' }

/** An answer of the API other than success: its code, the HTTP status, a message for the frame. */
export class ApiError extends BaseError {
  override name = 'WalletApiError' as const
  readonly code: ApiErrorCode
  readonly status: number
  /** For `rate_limited`: the `Retry-After` header, in seconds. */
  readonly retryAfterSeconds: number | undefined
  /** What a visitor is told, when it is more than the code says (`ApiErrorReason`). */
  readonly reason: ApiErrorReason | undefined
  constructor(
    code: ApiErrorCode,
    message: string,
    parameters: { retryAfterMs?: number; reason?: ApiErrorReason } = {},
  ) {
    super(message)
    this.code = code
    this.reason = parameters.reason
    this.status = apiErrorStatuses[code]
    this.retryAfterSeconds = wholeSeconds(parameters.retryAfterMs)
  }
}

/** 429 with the catalogue's 'Rate Limited' (spec section 8). */
export const rateLimited = (retryAfterMs: number) =>
  new ApiError('rate_limited', 'Rate Limited', { retryAfterMs })

/** 401 for a missing, expired or revoked session (spec section 8: 'Session Expired'). */
export const sessionExpired = () => refusal('unauthorized', 'SESSION_EXPIRED')

/** 404 for a project id the service does not serve (spec section 8: 'Invalid Project ID'). */
export const invalidProjectId = () => refusal('not_found', 'INVALID_PROJECT_ID')

/** A wait in whole seconds, at least one (what `Retry-After` and the visitor are told). */
const wholeSeconds = (ms: number | undefined) =>
  ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000))

/**
 * An answer a visitor reads: `code`, and the reason's English message (`{seconds}` filled with
 * the wait, which also goes out as `Retry-After`).
 */
export function refusal(
  code: ApiErrorCode,
  reason: ApiErrorReason,
  parameters: { retryAfterMs?: number } = {},
): ApiError {
  const message = apiErrorReasons[reason].replace('{seconds}', String(wholeSeconds(parameters.retryAfterMs)))
  return new ApiError(code, message, { ...parameters, reason })
}
