import { BaseError } from '@latchkit/core'

export type FrameNotSetErrorType = FrameNotSetError & { name: 'FrameNotSetError' }

/** The iframe has no window (it was removed from the page while loading). */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError' as const
  constructor() {
    super('iframe is not set')
  }
}

export type ProviderRpcErrorType = ProviderRpcError & { name: 'ProviderRpcError' }

/**
 * An EIP-1193 error the embedded wallet's provider answers with: `code` 4001 (declined by the
 * visitor), 4100 (not signed in), 4200 (a method the embedded wallet does not allow: spec's
 * 'Requested RPC call is not allowed'), 4902 (a chain the site did not configure).
 */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError' as const
  readonly code: number
  constructor(code: number, message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? {} : { cause: options.cause })
    this.code = code
  }
}

/** The spec's text for a method the embedded wallet refuses. */
export const rpcNotAllowedMessage = 'Requested RPC call is not allowed'

export type EmailLoginTooSoonErrorType = EmailLoginTooSoonError & { name: 'EmailLoginTooSoonError' }

/** An email login within 30 s of the last one (spec section 5). */
export class EmailLoginTooSoonError extends BaseError {
  override name = 'EmailLoginTooSoonError' as const
  readonly code = 'EMAIL_LOGIN_TOO_SOON' as const
  readonly seconds: number
  constructor(parameters: { seconds: number }) {
    super(`Please try again after ${parameters.seconds} seconds`)
    this.seconds = parameters.seconds
  }
}

export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }

/** An email the visitor typed is not a usable address. */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError' as const
  readonly code = 'INVALID_EMAIL' as const
  constructor() {
    super('Invalid email address')
  }
}

export type NoPendingEmailLoginErrorType = NoPendingEmailLoginError & { name: 'NoPendingEmailLoginError' }

/** A code was entered or resent with no email login under way. */
export class NoPendingEmailLoginError extends BaseError {
  override name = 'NoPendingEmailLoginError' as const
  readonly code = 'NOT_CONNECTED_TO_AUTH' as const
  constructor() {
    super('Not connected to email or social')
  }
}

export type SignOutTimeoutErrorType = SignOutTimeoutError & { name: 'SignOutTimeoutError' }

/** The frame did not confirm the sign-out within 3 s (the disconnect goes on). */
export class SignOutTimeoutError extends BaseError {
  override name = 'SignOutTimeoutError' as const
  readonly code = 'FAILED_TO_DISCONNECT' as const
  constructor() {
    super('Failed to disconnect')
  }
}

export type SmartSessionsAccountErrorType = SmartSessionsAccountError & { name: 'SmartSessionsAccountError' }

/** The smart account's sessions were asked for while no EVM account is connected. */
export class SmartSessionsAccountError extends BaseError {
  override name = 'SmartSessionsAccountError' as const
  constructor() {
    super('Connect the smart account to see its sessions')
  }
}
