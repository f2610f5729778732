import { BaseError } from '@latchkit/core'

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
