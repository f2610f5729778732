import { BaseError } from '@latchkit/core'
import { type ApiErrorCode, apiErrorStatuses } from '../api.js'

export type ApiErrorType = ApiError & { name: 'WalletApiError' }

/** An answer of the API other than success: its code, the HTTP status, a message for the frame. */
export class ApiError extends BaseError {
  override name = 'WalletApiError' as const
  readonly code: ApiErrorCode
  readonly status: number
  /** For `rate_limited`: the `Retry-After` header, in seconds. */
  readonly retryAfterSeconds: number | undefined
  constructor(code: ApiErrorCode, message: string, parameters: { retryAfterMs?: number } = {}) {
    super(message)
    this.code = code
    this.status = apiErrorStatuses[code]
    this.retryAfterSeconds =
      parameters.retryAfterMs === undefined
        ? undefined
        : Math.max(1, Math.ceil(parameters.retryAfterMs / 1000))
  }
}

/** 429 with the catalogue's 'Rate Limited' (spec section 8). */
export const rateLimited = (retryAfterMs: number) =>
  new ApiError('rate_limited', 'Rate Limited', { retryAfterMs })

/** 401 for a missing, expired or revoked session (spec section 8: 'Session Expired'). */
export const sessionExpired = () => new ApiError('unauthorized', 'Session Expired')
