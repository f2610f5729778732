import { BaseError } from './base.js'

// What the onramp (Buy crypto) flow checks before it asks the provider. Each text is written out
// here, its values filled in by the class; the view shows `shortMessage`.

export type OnrampProjectIdRequiredErrorType = OnrampProjectIdRequiredError & {
  name: 'OnrampProjectIdRequiredError'
}

/** The kit has no provider API (no project id, no site client), so it cannot list or quote purchases. */
export class OnrampProjectIdRequiredError extends BaseError {
  override name = 'OnrampProjectIdRequiredError' as const
  readonly code = 'ONRAMP_PROJECT_ID_REQUIRED' as const
  constructor() {
    super('Buying crypto needs a project id', {
      details: 'Pass `projectId` (or your own `blockchainApi`) to createLatchKit to offer the onramp.',
    })
  }
}

export type OnrampAmountRequiredErrorType = OnrampAmountRequiredError & { name: 'OnrampAmountRequiredError' }

/** No currency to buy, no way to pay, or no positive amount. */
export class OnrampAmountRequiredError extends BaseError {
  override name = 'OnrampAmountRequiredError' as const
  readonly code = 'ONRAMP_AMOUNT_REQUIRED' as const
  constructor(parameters: { amount?: string | undefined } = {}) {
    super('Enter an amount to buy', {
      metaMessages: parameters.amount === undefined ? [] : [`Amount: ${parameters.amount}`],
    })
  }
}

export type OnrampAmountTooLowErrorType = OnrampAmountTooLowError & { name: 'OnrampAmountTooLowError' }

/** Less than the payment currency's card minimum. */
export class OnrampAmountTooLowError extends BaseError {
  override name = 'OnrampAmountTooLowError' as const
  readonly code = 'ONRAMP_AMOUNT_TOO_LOW' as const
  readonly min: string
  readonly currency: string
  constructor(parameters: { min: string; currency: string }) {
    super(`Enter an amount of at least ${parameters.min} ${parameters.currency}`)
    this.min = parameters.min
    this.currency = parameters.currency
  }
}

export type OnrampAmountTooHighErrorType = OnrampAmountTooHighError & { name: 'OnrampAmountTooHighError' }

/** More than the payment currency's card maximum. */
export class OnrampAmountTooHighError extends BaseError {
  override name = 'OnrampAmountTooHighError' as const
  readonly code = 'ONRAMP_AMOUNT_TOO_HIGH' as const
  readonly max: string
  readonly currency: string
  constructor(parameters: { max: string; currency: string }) {
    super(`Enter an amount of at most ${parameters.max} ${parameters.currency}`)
    this.max = parameters.max
    this.currency = parameters.currency
  }
}

export type OnrampAccountRequiredErrorType = OnrampAccountRequiredError & {
  name: 'OnrampAccountRequiredError'
}

/** No connected account to send the purchase to. */
export class OnrampAccountRequiredError extends BaseError {
  override name = 'OnrampAccountRequiredError' as const
  readonly code = 'ONRAMP_ACCOUNT_REQUIRED' as const
  constructor() {
    super('Connect a wallet to buy crypto')
  }
}

export type OnrampUnsafeUrlErrorType = OnrampUnsafeUrlError & { name: 'OnrampUnsafeUrlError' }

/**
 * The provider API handed back an address the kit will not open: not `https:` (plain `http:` only
 * on 127.0.0.1 or localhost, for a local stand-in), or no address at all.
 */
export class OnrampUnsafeUrlError extends BaseError {
  override name = 'OnrampUnsafeUrlError' as const
  readonly code = 'ONRAMP_UNSAFE_URL' as const
  constructor(parameters: { url: string }) {
    super("The provider's page could not be opened safely", { metaMessages: [`URL: ${parameters.url}`] })
  }
}

export type OnrampWindowBlockedErrorType = OnrampWindowBlockedError & { name: 'OnrampWindowBlockedError' }

/** The browser refused to open the provider's window (a pop-up blocker). */
export class OnrampWindowBlockedError extends BaseError {
  override name = 'OnrampWindowBlockedError' as const
  readonly code = 'ONRAMP_WINDOW_BLOCKED' as const
  constructor() {
    super("The provider's window was blocked: allow pop-ups for this site and try again")
  }
}
