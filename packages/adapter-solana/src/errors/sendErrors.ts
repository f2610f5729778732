import { BaseError } from '@latchkit/core'

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
