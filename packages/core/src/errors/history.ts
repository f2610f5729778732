import { BaseError } from './base.js'

export type TransactionsNeedAddressErrorType = TransactionsNeedAddressError & {
  name: 'TransactionsNeedAddressError'
}

/** The activity list asked for with no connected account (spec section 5). */
export class TransactionsNeedAddressError extends BaseError {
  override name = 'TransactionsNeedAddressError' as const
  readonly code = 'TRANSACTIONS_NEED_ADDRESS' as const
  constructor() {
    super("Transactions can't be fetched without an accountAddress")
  }
}
