import { BaseError } from '@latchkit/core'

export type FarcasterRelayErrorType = FarcasterRelayError & { name: 'FarcasterRelayError' }

/**
 * An answer of the relay other than success, in Farcaster's relay's shape: the status and
 * `{ error, message? }` (400 'Validation error', 401 'Unauthorized', 429, ...).
 */
export class FarcasterRelayError extends BaseError {
  override name = 'FarcasterRelayError' as const
  readonly status: number
  readonly error: string
  readonly detail: string | undefined
  readonly retryAfterSeconds: number | undefined
  constructor(parameters: { status: number; error: string; detail?: string; retryAfterSeconds?: number }) {
    super(parameters.error)
    this.status = parameters.status
    this.error = parameters.error
    this.detail = parameters.detail
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

/** 400, as Farcaster's relay answers a body its schema refuses. */
export const validationError = (detail: string) =>
  new FarcasterRelayError({ status: 400, error: 'Validation error', detail })

/** 401: no channel token, an unknown or expired channel, a wrong relay key. */
export const unauthorized = () => new FarcasterRelayError({ status: 401, error: 'Unauthorized' })
