import type { FrameFailure } from '../protocol/frameRequests.js'
import { ServiceRequestError } from './service/errors.js'

/** The modal's catalogue keys for the service's error codes that need no finer reason. */
const serviceCodes: Record<string, string> = {
  rate_limited: 'RATE_LIMITED',
  server_error: 'SERVER_ERROR',
  network_error: 'SERVER_ERROR',
  origin_not_allowed: 'ORIGIN_NOT_ALLOWED',
}

/**
 * What the site receives for a failure: the error's short text (English), and the code the
 * modal translates it by: the service's reason (or its code's key), else the frame error's own
 * code. Anything else is the catalogue's generic text.
 */
export function frameFailure(error: unknown): FrameFailure {
  if (error instanceof ServiceRequestError) {
    const code = error.reason ?? serviceCodes[error.code]
    return {
      message: error.shortMessage,
      ...(code ? { code } : {}),
      ...(error.reason === 'EMAIL_LOGIN_TOO_SOON' && error.retryAfterSeconds
        ? { values: { seconds: error.retryAfterSeconds } }
        : {}),
    }
  }
  const { shortMessage, code } = (error ?? {}) as { shortMessage?: unknown; code?: unknown }
  if (typeof shortMessage !== 'string')
    return { message: 'Something went wrong', code: 'SOMETHING_WENT_WRONG' }
  return { message: shortMessage, ...(typeof code === 'string' ? { code } : {}) }
}
