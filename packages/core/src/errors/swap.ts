import { BaseError } from './base.js'

// What a swap checks before it asks the wallet. The texts are the catalogue's (errorTexts.test.ts).

export type SwapQuoteUnavailableErrorType = SwapQuoteUnavailableError & { name: 'SwapQuoteUnavailableError' }

/** The swap provider had no quote for the pair and amount (no pool, or not enough liquidity). */
export class SwapQuoteUnavailableError extends BaseError {
  override name = 'SwapQuoteUnavailableError' as const
  readonly code = 'SWAP_QUOTE_UNAVAILABLE' as const
  constructor(parameters: { from: string; to: string; cause?: unknown }) {
    super('No quote for this swap', {
      metaMessages: [`From: ${parameters.from}`, `To: ${parameters.to}`],
      cause: parameters.cause,
    })
  }
}

export type SwapAmountRequiredErrorType = SwapAmountRequiredError & { name: 'SwapAmountRequiredError' }

/** A swap without both tokens or without a positive amount. */
export class SwapAmountRequiredError extends BaseError {
  override name = 'SwapAmountRequiredError' as const
  readonly code = 'SWAP_AMOUNT_REQUIRED' as const
  constructor() {
    super('Enter an amount to swap')
  }
}

export type SwapInsufficientBalanceErrorType = SwapInsufficientBalanceError & {
  name: 'SwapInsufficientBalanceError'
}

/** More than the visitor holds of the token swapped from. */
export class SwapInsufficientBalanceError extends BaseError {
  override name = 'SwapInsufficientBalanceError' as const
  readonly code = 'SWAP_INSUFFICIENT_BALANCE' as const
  constructor(parameters: { amount: string; balance: string; symbol: string }) {
    super('Insufficient balance', {
      metaMessages: [`Swapping ${parameters.amount} ${parameters.symbol}, holding ${parameters.balance}.`],
    })
  }
}

export type SwapApprovalTimeoutErrorType = SwapApprovalTimeoutError & { name: 'SwapApprovalTimeoutError' }

/** The approval was sent but the token's allowance did not cover the swap within two minutes. */
export class SwapApprovalTimeoutError extends BaseError {
  override name = 'SwapApprovalTimeoutError' as const
  readonly code = 'SWAP_APPROVAL_TIMEOUT' as const
  constructor(parameters: { token: string }) {
    super('The approval was not confirmed in time', { metaMessages: [`Token: ${parameters.token}`] })
  }
}
