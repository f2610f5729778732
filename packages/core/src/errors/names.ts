import { BaseError } from './base.js'

// The account-name flow's errors (spec section 5). Each carries a `code` that the modal's catalogue
// holds with the same text (ui's nameStrings.en.ts; its test keeps the two in step), so the view
// can show it translated.

export type NameErrorCode =
  | 'NAME_INVALID_CHARACTERS'
  | 'NAME_TOO_SHORT'
  | 'NAME_TAKEN'
  | 'NAME_SIGNATURE_REJECTED'
  | 'NAME_REGISTRATION_FAILED'
  | 'NAME_NEEDS_PROJECT_ID'
  | 'NAME_NEEDS_EVM_ACCOUNT'

export type NameInvalidCharactersErrorType = NameInvalidCharactersError & {
  name: 'NameInvalidCharactersError'
}

/** A name with something else than letters, digits and hyphens before its suffix. */
export class NameInvalidCharactersError extends BaseError {
  override name = 'NameInvalidCharactersError' as const
  readonly code = 'NAME_INVALID_CHARACTERS' as const
  constructor(parameters: { name: string }) {
    super('Use letters, numbers and hyphens only', { metaMessages: [`Name: ${parameters.name}`] })
  }
}

export type NameTooShortErrorType = NameTooShortError & { name: 'NameTooShortError' }

/** A name shorter than `accountNameMinLength` before its suffix. */
export class NameTooShortError extends BaseError {
  override name = 'NameTooShortError' as const
  readonly code = 'NAME_TOO_SHORT' as const
  constructor(parameters: { name: string; minLength: number }) {
    super('Use at least 4 characters', {
      metaMessages: [`Name: ${parameters.name}`, `At least: ${parameters.minLength}`],
    })
  }
}

export type NameTakenErrorType = NameTakenError & { name: 'NameTakenError' }

/** Someone registered the name already (the provider API answered 409, or its suggestions said so). */
export class NameTakenError extends BaseError {
  override name = 'NameTakenError' as const
  readonly code = 'NAME_TAKEN' as const
  constructor(parameters: { name: string; cause?: unknown }) {
    super('This name is already taken', {
      metaMessages: [`Name: ${parameters.name}`],
      cause: parameters.cause,
    })
  }
}

export type NameSignatureRejectedErrorType = NameSignatureRejectedError & {
  name: 'NameSignatureRejectedError'
}

/** The visitor declined to sign the registration message in the wallet. */
export class NameSignatureRejectedError extends BaseError {
  override name = 'NameSignatureRejectedError' as const
  readonly code = 'NAME_SIGNATURE_REJECTED' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Signature rejected in the wallet', { cause: parameters.cause })
  }
}

export type NameRegistrationFailedErrorType = NameRegistrationFailedError & {
  name: 'NameRegistrationFailedError'
}

/** Signing or the provider API failed for another reason than a rejection or a taken name. */
export class NameRegistrationFailedError extends BaseError {
  override name = 'NameRegistrationFailedError' as const
  readonly code = 'NAME_REGISTRATION_FAILED' as const
  constructor(parameters: { name: string; cause?: unknown }) {
    super('Registering the name failed. Try again.', {
      metaMessages: [`Name: ${parameters.name}`],
      cause: parameters.cause,
    })
  }
}

export type NameNeedsProjectIdErrorType = NameNeedsProjectIdError & { name: 'NameNeedsProjectIdError' }

/** The kit has no provider API (no project id), which is where names are registered. */
export class NameNeedsProjectIdError extends BaseError {
  override name = 'NameNeedsProjectIdError' as const
  readonly code = 'NAME_NEEDS_PROJECT_ID' as const
  constructor() {
    super('Registering a name needs a project id')
  }
}

export type NameNeedsEvmAccountErrorType = NameNeedsEvmAccountError & { name: 'NameNeedsEvmAccountError' }

/** No EVM account is connected (or its adapter cannot sign messages) to sign the registration. */
export class NameNeedsEvmAccountError extends BaseError {
  override name = 'NameNeedsEvmAccountError' as const
  readonly code = 'NAME_NEEDS_EVM_ACCOUNT' as const
  constructor() {
    super('Registering a name needs a connected EVM account')
  }
}

/** Every error of the account-name flow. */
export type NameError =
  | NameInvalidCharactersError
  | NameTooShortError
  | NameTakenError
  | NameSignatureRejectedError
  | NameRegistrationFailedError
  | NameNeedsProjectIdError
  | NameNeedsEvmAccountError
