import { BaseError } from './base.js'

// The send checks every chain namespace makes before asking its wallet (spec section 5). Each
// adapter throws these and re-exports them; only what is namespace-specific (an address's format,
// a failed transaction) stays in the adapter. The texts are the catalogue's (errorTexts.test.ts),
// written out so that throwing one does not load the catalogue.

export type SendAmountAndReceiverRequiredErrorType = SendAmountAndReceiverRequiredError & {
  name: 'SendAmountAndReceiverRequiredError'
}

/** A send without an amount or without a receiver (spec section 5). */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError' as const
  readonly code = 'SEND_AMOUNT_AND_RECEIVER_REQUIRED' as const
  constructor() {
    super('An amount and receiver address are required')
  }
}

export type SendTokenRequiredErrorType = SendTokenRequiredError & { name: 'SendTokenRequiredError' }

/** A token send without a token, or without what identifies it on its chain (spec section 5). */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError' as const
  readonly code = 'SEND_TOKEN_REQUIRED' as const
  /** @param parameters.reason What the token lacked, e.g. an ERC-20's contract address. */
  constructor(parameters: { reason?: string } = {}) {
    super('A token is required', {
      metaMessages: parameters.reason ? [parameters.reason] : undefined,
    })
  }
}

export type InvalidAmountErrorType = InvalidAmountError & { name: 'InvalidAmountError' }

/** An amount that is not a positive decimal number with at most the token's decimals. */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError' as const
  constructor(parameters: { amount: string; decimals: number }) {
    super('Invalid amount', {
      metaMessages: [
        `Received: ${parameters.amount}`,
        `Expected a positive decimal number with at most ${parameters.decimals} decimals, like "1.5".`,
      ],
    })
  }
}

export type InvalidDecimalsErrorType = InvalidDecimalsError & { name: 'InvalidDecimalsError' }

/**
 * A token's decimals that are not a whole number from 0 to 255 (an ERC-20's `decimals()` is a
 * uint8, an SPL mint's a u8): what a token contract or an RPC said is untrusted.
 */
export class InvalidDecimalsError extends BaseError {
  override name = 'InvalidDecimalsError' as const
  constructor(parameters: { decimals: unknown }) {
    super('Invalid token decimals', {
      metaMessages: [`Received: ${String(parameters.decimals)}`, 'Expected a whole number from 0 to 255.'],
    })
  }
}

export type SendUnsupportedChainErrorType = SendUnsupportedChainError & { name: 'SendUnsupportedChainError' }

/** A send on a namespace whose adapter cannot send, or with nothing connected there (spec section 4). */
export class SendUnsupportedChainError extends BaseError {
  override name = 'SendUnsupportedChainError' as const
  readonly code = 'UNSUPPORTED_CHAIN' as const
  constructor(parameters: { namespace?: string | undefined } = {}) {
    super('Unsupported chain', {
      metaMessages: parameters.namespace ? [`Namespace: ${parameters.namespace}`] : undefined,
    })
  }
}

export type InvalidReceiverErrorType = InvalidReceiverError & { name: 'InvalidReceiverError' }

/** A receiver that is neither an address of the network's family nor a name that resolves to one. */
export class InvalidReceiverError extends BaseError {
  override name = 'InvalidReceiverError' as const
  readonly code = 'INVALID_RECEIVER' as const
  constructor(parameters: { receiver: string }) {
    super('Invalid receiver address', { metaMessages: [`Received: ${parameters.receiver}`] })
  }
}
