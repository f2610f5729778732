import { BaseError } from '@latchkit/core'

export type SessionOutsidePermissionErrorType = SessionOutsidePermissionError & {
  name: 'SessionOutsidePermissionError'
}

/**
 * A user operation sent under a smart session that the session's permission does not cover (a
 * call that is not the token's `transfer`, ETH sent, another chain, account or site). It is
 * refused without a prompt and nothing is spent: the site may send it without the session, for
 * an ordinary approval.
 */
export class SessionOutsidePermissionError extends BaseError {
  override name = 'SessionOutsidePermissionError' as const
  constructor(parameters: { details?: string } = {}) {
    super("The operation is outside the session's permission", parameters)
  }
}

export type PermissionLimitReachedErrorType = PermissionLimitReachedError & {
  name: 'PermissionLimitReachedError'
}

/** The operation would spend more than what is left of the session's current period. */
export class PermissionLimitReachedError extends BaseError {
  override name = 'PermissionLimitReachedError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Permission limit reached', parameters)
  }
}

export type SessionInactiveErrorType = SessionInactiveError & { name: 'SessionInactiveError' }

/** The session was revoked, has expired, or is unknown to the service. */
export class SessionInactiveError extends BaseError {
  override name = 'SessionInactiveError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Session is no longer active', parameters)
  }
}
