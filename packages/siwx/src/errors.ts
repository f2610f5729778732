import { BaseError, type BaseErrorParameters } from '@latchkit/core'

export type SiwxMessageErrorType = SiwxMessageError & { name: 'SiwxMessageError' }

/**
 * A sign-in message that cannot be built or read: a missing or invalid field, or text that is not
 * a CAIP-122 / EIP-4361 message. `field` names the offending part when one is to blame.
 */
export class SiwxMessageError extends BaseError {
  override name = 'SiwxMessageError' as const
  readonly field: string | undefined
  constructor(problem: string, parameters: BaseErrorParameters & { field?: string } = {}) {
    super('Malformed sign-in message', { ...parameters, metaMessages: [problem] })
    this.field = parameters.field
  }
}

export type SiwxSessionRefusedErrorType = SiwxSessionRefusedError & { name: 'SiwxSessionRefusedError' }

/** A session `addSession` will not keep: its text does not match its fields, or its signature does not verify. */
export class SiwxSessionRefusedError extends BaseError {
  override name = 'SiwxSessionRefusedError' as const
  constructor(problem: string, parameters: BaseErrorParameters = {}) {
    super('Sign-in session refused', { ...parameters, metaMessages: [problem] })
  }
}

export type NonceStoreOptionsErrorType = NonceStoreOptionsError & { name: 'NonceStoreOptionsError' }

/** A nonce store cannot use the options it was given (a table name that is not plain SQL). */
export class NonceStoreOptionsError extends BaseError {
  override name = 'NonceStoreOptionsError' as const
  constructor(problem: string, parameters: BaseErrorParameters = {}) {
    super('Invalid nonce store options', { ...parameters, metaMessages: [problem] })
  }
}
