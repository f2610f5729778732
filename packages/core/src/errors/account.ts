import { BaseError } from './base.js'
import { formatMessage } from './messages.js'

export type AccountNotInConnectionErrorType = AccountNotInConnectionError & {
  name: 'AccountNotInConnectionError'
}

/**
 * `kit.switchAccount` was asked for an address that is not one of the accounts the namespace's
 * connection shares (or the namespace has no connection).
 */
export class AccountNotInConnectionError extends BaseError {
  override name = 'AccountNotInConnectionError' as const
  readonly code = 'ACCOUNT_NOT_IN_CONNECTION' as const
  readonly address: string
  readonly namespace: string | undefined
  constructor(parameters: {
    address: string
    namespace: string | undefined
    /** The connection's accounts; none when the namespace is not connected. */
    accounts: readonly string[]
  }) {
    super(formatMessage('ACCOUNT_NOT_IN_CONNECTION'), {
      metaMessages: [
        `Address: ${parameters.address}`,
        `Namespace: ${parameters.namespace ?? '(no active namespace)'}`,
        parameters.accounts.length > 0
          ? `Accounts of the connection: ${parameters.accounts.join(', ')}`
          : 'The namespace has no connection.',
      ],
    })
    this.address = parameters.address
    this.namespace = parameters.namespace
  }
}
