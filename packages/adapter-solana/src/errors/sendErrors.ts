import { BaseError, formatMessage } from '@latchkit/core'

export type SendAmountAndReceiverRequiredErrorType = SendAmountAndReceiverRequiredError & {
  name: 'SendAmountAndReceiverRequiredError'
}

/** A send without an amount or without a receiver (spec section 5). */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError' as const
  readonly code = 'SEND_AMOUNT_AND_RECEIVER_REQUIRED' as const
  constructor() {
    super(formatMessage('SEND_AMOUNT_AND_RECEIVER_REQUIRED'))
  }
}

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }

/** An address that is not a base58 Solana public key. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly address: string
  constructor(parameters: { address: unknown; field: string; cause?: unknown }) {
    super(`Invalid address in "${parameters.field}"`, {
      cause: parameters.cause,
      metaMessages: [
        `Received: ${String(parameters.address)}`,
        'Expected a base58 Solana address (32 bytes).',
      ],
    })
    this.address = String(parameters.address)
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

export type TransactionFailedErrorType = TransactionFailedError & { name: 'TransactionFailedError' }

/** The cluster ran the transaction and it failed. */
export class TransactionFailedError extends BaseError {
  override name = 'TransactionFailedError' as const
  readonly signature: string
  constructor(parameters: { signature: string; error: unknown }) {
    super('The transaction failed', {
      metaMessages: [`Signature: ${parameters.signature}`, `Error: ${JSON.stringify(parameters.error)}`],
    })
    this.signature = parameters.signature
  }
}

export type SendTokenRequiredErrorType = SendTokenRequiredError & { name: 'SendTokenRequiredError' }

/** A token send without a token (its mint address), spec section 5. */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError' as const
  readonly code = 'SEND_TOKEN_REQUIRED' as const
  constructor(parameters: { reason?: string } = {}) {
    super(formatMessage('SEND_TOKEN_REQUIRED'), {
      metaMessages: parameters.reason ? [parameters.reason] : undefined,
    })
  }
}
