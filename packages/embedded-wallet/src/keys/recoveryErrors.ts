import { BaseError } from '@latchkit/core'

/** How a recovery share is locked: by a password the visitor types, or by a passkey's PRF output. */
export type RecoveryKind = 'password' | 'passkey-prf'

export type WrongRecoverySecretErrorType = WrongRecoverySecretError & { name: 'WrongRecoverySecretError' }

/**
 * The password or passkey did not open the recovery share. AES-GCM cannot tell a wrong secret from
 * a changed envelope, so a tampered envelope also ends here.
 */
export class WrongRecoverySecretError extends BaseError {
  override name = 'WrongRecoverySecretError' as const
  readonly kind: RecoveryKind
  constructor(parameters: { kind: RecoveryKind; cause?: unknown }) {
    super(
      parameters.kind === 'password'
        ? 'The recovery password is not right'
        : 'This passkey does not unlock your wallet',
      { cause: parameters.cause },
    )
    this.kind = parameters.kind
  }
}

export type RecoverySecretKindMismatchErrorType = RecoverySecretKindMismatchError & {
  name: 'RecoverySecretKindMismatchError'
}

/** A password was given for a share locked by a passkey, or the other way round. */
export class RecoverySecretKindMismatchError extends BaseError {
  override name = 'RecoverySecretKindMismatchError' as const
  /** What the envelope needs. */
  readonly kind: RecoveryKind
  constructor(parameters: { kind: RecoveryKind }) {
    super(
      parameters.kind === 'password'
        ? 'This wallet unlocks with your recovery password'
        : 'This wallet unlocks with your passkey',
    )
    this.kind = parameters.kind
  }
}

export type UnusableRecoverySecretErrorType = UnusableRecoverySecretError & {
  name: 'UnusableRecoverySecretError'
}

/** A recovery secret that must not lock a share: an empty password, a PRF output under 32 bytes. */
export class UnusableRecoverySecretError extends BaseError {
  override name = 'UnusableRecoverySecretError' as const
  constructor(parameters: { reason: string }) {
    super('This cannot protect your wallet', { metaMessages: [parameters.reason] })
  }
}

export type MalformedRecoveryEnvelopeErrorType = MalformedRecoveryEnvelopeError & {
  name: 'MalformedRecoveryEnvelopeError'
}

/** A recovery envelope (untrusted: it comes back from the server) does not have the expected shape. */
export class MalformedRecoveryEnvelopeError extends BaseError {
  override name = 'MalformedRecoveryEnvelopeError' as const
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('The saved recovery data is damaged', {
      metaMessages: [parameters.reason],
      cause: parameters.cause,
    })
  }
}
