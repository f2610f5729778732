import { BaseError } from '@latchkit/core'

// The failures of logins made elsewhere (a social provider's popup, the visitor's Farcaster app):
// apart from errors.ts so the email login's chunk does not carry them.

export type SocialPopupClosedErrorType = SocialPopupClosedError & { name: 'SocialPopupClosedError' }

/** The visitor closed the social login's popup before the provider answered (spec section 4). */
export class SocialPopupClosedError extends BaseError {
  override name = 'SocialPopupClosedError' as const
  readonly code = 'POPUP_CLOSED' as const
  constructor() {
    super('Popup closed')
  }
}

export type SocialConnectFailedErrorType = SocialConnectFailedError & { name: 'SocialConnectFailedError' }

/** The social login could not begin: the provider is not offered, or the service refused. */
export class SocialConnectFailedError extends BaseError {
  override name = 'SocialConnectFailedError' as const
  readonly code = 'SOCIAL_CONNECT_FAILED' as const
  constructor(options: { cause?: unknown } = {}) {
    super('Failed to initiate social connection', options.cause === undefined ? {} : { cause: options.cause })
  }
}

export type FarcasterConnectFailedErrorType = FarcasterConnectFailedError & {
  name: 'FarcasterConnectFailedError'
}

/** Sign In With Farcaster failed: the app's answer did not prove the account, or the wait broke. */
export class FarcasterConnectFailedError extends BaseError {
  override name = 'FarcasterConnectFailedError' as const
  readonly code = 'FARCASTER_CONNECT_FAILED' as const
  constructor(options: { cause?: unknown } = {}) {
    super('Failed to connect to farcaster', options.cause === undefined ? {} : { cause: options.cause })
  }
}
