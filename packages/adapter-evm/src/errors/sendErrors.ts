import { BaseError } from '@latchkit/core'

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

/** A send without a token, or an ERC-20 send without the token's contract address (spec section 5). */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError' as const
  readonly code = 'SEND_TOKEN_REQUIRED' as const
  constructor(parameters: { reason?: string } = {}) {
    super('A token is required', {
      metaMessages: parameters.reason ? [parameters.reason] : undefined,
    })
  }
}

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }

/** An address that is not a 20-byte hex address (or whose checksum is wrong). */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly address: string
  constructor(parameters: { address: unknown; field: string }) {
    super(`Invalid address in "${parameters.field}"`, {
      metaMessages: [`Received: ${String(parameters.address)}`, 'Expected a 0x-prefixed, 20-byte address.'],
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

export type InvalidSendCallErrorType = InvalidSendCallError & { name: 'InvalidSendCallError' }

/** A `wallet_sendCalls` call whose `to` or `data` is not 0x-prefixed hex (spec section 5). */
export class InvalidSendCallError extends BaseError {
  override name = 'InvalidSendCallError' as const
  readonly index: number
  constructor(parameters: { index: number; field: 'to' | 'data'; value: unknown }) {
    const { index, field, value } = parameters
    super(
      field === 'to'
        ? `Call ${index}: 'to' must be an address starting with 0x`
        : `Call ${index}: 'data' must start with 0x`,
      { metaMessages: [`Received: ${String(value)}`] },
    )
    this.index = index
  }
}

export type NoCallsErrorType = NoCallsError & { name: 'NoCallsError' }

/** `wallet_sendCalls` without any call. */
export class NoCallsError extends BaseError {
  override name = 'NoCallsError' as const
  constructor() {
    super('At least one call is required')
  }
}
