import { BaseError } from '@latchkit/core'

export type InvalidFramePayloadErrorType = InvalidFramePayloadError & { name: 'InvalidFramePayloadError' }

/** A request from the site whose payload does not have the protocol's shape (never acted on). */
export class InvalidFramePayloadError extends BaseError {
  override name = 'InvalidFramePayloadError' as const
  constructor(field: string) {
    super('Invalid request', { metaMessages: [`Field: ${field}`] })
  }
}

export type RpcMethodNotAllowedErrorType = RpcMethodNotAllowedError & { name: 'RpcMethodNotAllowedError' }

/** A method the embedded wallet does not sign with (spec section 8). */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError' as const
  constructor() {
    super('Requested RPC call is not allowed')
  }
}

export type AccountMismatchErrorType = AccountMismatchError & { name: 'AccountMismatchError' }

/** The site asked to sign for an address that is not the visitor's. */
export class AccountMismatchError extends BaseError {
  override name = 'AccountMismatchError' as const
  constructor() {
    super('Account not found in the connection')
  }
}

export type UnknownSocialAttemptErrorType = UnknownSocialAttemptError & { name: 'UnknownSocialAttemptError' }

/** The site asked for a social login this frame did not begin (or whose result was taken). */
export class UnknownSocialAttemptError extends BaseError {
  override name = 'UnknownSocialAttemptError' as const
  readonly code = 'FAILED_TO_CONNECT' as const
  constructor() {
    super('Failed to connect')
  }
}

export type BareHashSigningRefusedErrorType = BareHashSigningRefusedError & {
  name: 'BareHashSigningRefusedError'
}

/**
 * A `personal_sign` of exactly 32 bytes while the operator offers smart accounts: its signature
 * is exactly what the visitor's smart account accepts for a user operation, so a site could get
 * an operation approved as an unreadable message. Operations are signed only through their own
 * approval, which shows what they do.
 */
export class BareHashSigningRefusedError extends BaseError {
  override name = 'BareHashSigningRefusedError' as const
  constructor() {
    super('Signing a bare 32-byte hash is refused: it could authorize a transaction from your smart account')
  }
}
