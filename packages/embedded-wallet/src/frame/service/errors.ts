import { BaseError } from '@latchkit/core'

export type ServiceRequestErrorType = ServiceRequestError & { name: 'ServiceRequestError' }

/** The wallet service refused a request, or could not be reached (`status` 0). */
export class ServiceRequestError extends BaseError {
  override name = 'ServiceRequestError' as const
  readonly status: number
  readonly code: string
  readonly retryAfterSeconds: number | undefined
  /** The service's reason (`ApiErrorReason`), when it gave one: what the visitor is told. */
  readonly reason: string | undefined
  constructor(parameters: {
    status: number
    code: string
    message: string
    retryAfterSeconds?: number | undefined
    reason?: string | undefined
    cause?: unknown
  }) {
    super(parameters.message, parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.status = parameters.status
    this.code = parameters.code
    this.retryAfterSeconds = parameters.retryAfterSeconds
    this.reason = parameters.reason
  }
}

export type NotSignedInErrorType = NotSignedInError & { name: 'NotSignedInError' }

/** No session in the frame (never signed in, signed out, or the refresh token was refused). */
export class NotSignedInError extends BaseError {
  override name = 'NotSignedInError' as const
  readonly code = 'NOT_CONNECTED_TO_AUTH' as const
  constructor() {
    super('Not connected to email or social')
  }
}

export type DeviceApprovalDeniedErrorType = DeviceApprovalDeniedError & { name: 'DeviceApprovalDeniedError' }

/** The visitor refused this sign-in on the page the approval email links to. */
export class DeviceApprovalDeniedError extends BaseError {
  override name = 'DeviceApprovalDeniedError' as const
  readonly code = 'DEVICE_APPROVAL_DENIED' as const
  constructor() {
    super('This sign-in was refused from the approval email')
  }
}

export type DeviceApprovalExpiredErrorType = DeviceApprovalExpiredError & {
  name: 'DeviceApprovalExpiredError'
}

/** The approval link expired (or was used) before this browser was approved. */
export class DeviceApprovalExpiredError extends BaseError {
  override name = 'DeviceApprovalExpiredError' as const
  readonly code = 'DEVICE_APPROVAL_EXPIRED' as const
  constructor() {
    super('The approval link expired. Send a new one.')
  }
}

export type DeviceApprovalAbortedErrorType = DeviceApprovalAbortedError & {
  name: 'DeviceApprovalAbortedError'
}

/** The site stopped the wait (the visitor closed the modal or went back). */
export class DeviceApprovalAbortedError extends BaseError {
  override name = 'DeviceApprovalAbortedError' as const
  readonly code = 'REQUEST_ABORTED' as const
  constructor() {
    super('Request was aborted')
  }
}

export type LoginWaitAbortedErrorType = LoginWaitAbortedError & { name: 'LoginWaitAbortedError' }

/** The site stopped waiting for a social or Farcaster login (the visitor went back or closed the modal). */
export class LoginWaitAbortedError extends BaseError {
  override name = 'LoginWaitAbortedError' as const
  readonly code = 'REQUEST_ABORTED' as const
  constructor() {
    super('Request was aborted')
  }
}
