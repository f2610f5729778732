import { BaseError } from '@latchkit/core'

export type ServiceRequestErrorType = ServiceRequestError & { name: 'ServiceRequestError' }

/** The wallet service refused a request, or could not be reached (`status` 0). */
export class ServiceRequestError extends BaseError {
  override name = 'ServiceRequestError' as const
  readonly status: number
  readonly code: string
  readonly retryAfterSeconds: number | undefined
  constructor(parameters: {
    status: number
    code: string
    message: string
    retryAfterSeconds?: number | undefined
    cause?: unknown
  }) {
    super(parameters.message, parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.status = parameters.status
    this.code = parameters.code
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

export type NotSignedInErrorType = NotSignedInError & { name: 'NotSignedInError' }

/** No session in the frame (never signed in, signed out, or the refresh token was refused). */
export class NotSignedInError extends BaseError {
  override name = 'NotSignedInError' as const
  constructor() {
    super('Not connected to email or social')
  }
}
