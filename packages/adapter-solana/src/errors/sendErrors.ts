import { BaseError } from '@latchkit/core'

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

export type AccountNotSignerErrorType = AccountNotSignerError & { name: 'AccountNotSignerError' }

/** A transaction to sign whose signers do not include the signing account. */
export class AccountNotSignerError extends BaseError {
  override name = 'AccountNotSignerError' as const
  readonly address: string
  constructor(parameters: { address: string }) {
    super(`${parameters.address} does not sign this transaction`)
    this.address = parameters.address
  }
}
