import { BaseError } from '@latchkit/core'

export type PasskeyNotUsedErrorType = PasskeyNotUsedError & { name: 'PasskeyNotUsedError' }

/** The visitor dismissed the browser's passkey prompt, or it timed out. */
export class PasskeyNotUsedError extends BaseError {
  override name = 'PasskeyNotUsedError' as const
  constructor(cause?: unknown) {
    super('The passkey was not used', cause === undefined ? {} : { cause })
  }
}

export type PasskeyWithoutPrfErrorType = PasskeyWithoutPrfError & { name: 'PasskeyWithoutPrfError' }

/** The passkey's authenticator cannot derive a secret (no PRF extension): it cannot protect a wallet. */
export class PasskeyWithoutPrfError extends BaseError {
  override name = 'PasskeyWithoutPrfError' as const
  constructor() {
    super('This passkey cannot protect a wallet')
  }
}

export type PasskeyOfAnotherAccountErrorType = PasskeyOfAnotherAccountError & {
  name: 'PasskeyOfAnotherAccountError'
}

/** The visitor chose a passkey made for another account of this wallet service. */
export class PasskeyOfAnotherAccountError extends BaseError {
  override name = 'PasskeyOfAnotherAccountError' as const
  constructor() {
    super('That passkey belongs to another account')
  }
}
