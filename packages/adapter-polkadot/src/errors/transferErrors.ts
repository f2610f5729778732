import { BaseError } from '@latchkit/core'

// What can go wrong once a transfer reaches the network. Only the lazy transfer part throws them,
// so a site's bundler places them with it, not in the first download.

/**
 * A dispatch error as the chain's metadata describes it: the pallet and error name of a module
 * error (`balances.InsufficientBalance`), else the kind of `DispatchError` and its variant
 * (`token.FundsUnavailable`, `arithmetic.Underflow`, `dispatch.BadOrigin`), with the runtime's docs.
 */
export type PolkadotDispatchErrorDetails = {
  /** The pallet (`balances`) or the kind of error (`token`, `arithmetic`, `transactional`, or `dispatch` for the plain ones). */
  section: string
  /** The error's name in the runtime (`InsufficientBalance`, `FundsUnavailable`, `BadOrigin`). */
  name: string
  /** The runtime's own description, when its metadata has one; else ''. */
  docs: string
}

/** Where the failed transaction landed. */
type FailedIn = { dispatchError: PolkadotDispatchErrorDetails; blockHash: string }

const dispatchLines = ({ dispatchError, blockHash }: FailedIn) => [
  `Chain error: ${dispatchError.section}.${dispatchError.name}`,
  ...(dispatchError.docs ? [`Runtime docs: ${dispatchError.docs}`] : []),
  `Block: ${blockHash}`,
]

export type InsufficientPolkadotBalanceErrorType = InsufficientPolkadotBalanceError & {
  name: 'InsufficientPolkadotBalanceError'
}

/**
 * The account cannot pay: the amount is more than it holds (`balances.InsufficientBalance`,
 * `token.FundsUnavailable`, the fee was charged), or it cannot even pay the fee (the node refused
 * the transaction, nothing was charged: `dispatchError` is then undefined).
 */
export class InsufficientPolkadotBalanceError extends BaseError {
  override name = 'InsufficientPolkadotBalanceError' as const
  readonly dispatchError: PolkadotDispatchErrorDetails | undefined
  constructor(parameters: FailedIn | { reason: string; cause?: unknown }) {
    super('Insufficient balance', {
      ...('reason' in parameters
        ? { details: parameters.reason, cause: parameters.cause }
        : { metaMessages: dispatchLines(parameters) }),
      docsPath: '/adapters/polkadot',
    })
    this.dispatchError = 'dispatchError' in parameters ? parameters.dispatchError : undefined
  }
}

export type PolkadotExistentialDepositErrorType = PolkadotExistentialDepositError & {
  name: 'PolkadotExistentialDepositError'
}

/**
 * The transfer would leave an account below the network's existential deposit: a new recipient
 * receiving less than it (`balances.ExistentialDeposit`, `token.BelowMinimum`), or the sender
 * keeping less than it (`token.NotExpendable`, `balances.Expendability`, `balances.KeepAlive`).
 */
export class PolkadotExistentialDepositError extends BaseError {
  override name = 'PolkadotExistentialDepositError' as const
  readonly dispatchError: PolkadotDispatchErrorDetails
  constructor(parameters: FailedIn) {
    super('The transfer would leave an account below the existential deposit', {
      metaMessages: dispatchLines(parameters),
      docsPath: '/adapters/polkadot',
    })
    this.dispatchError = parameters.dispatchError
  }
}

export type PolkadotDispatchErrorType = PolkadotDispatchError & { name: 'PolkadotDispatchError' }

/** Any other error the chain returned for the transaction in its block (the fee was charged). */
export class PolkadotDispatchError extends BaseError {
  override name = 'PolkadotDispatchError' as const
  readonly dispatchError: PolkadotDispatchErrorDetails
  constructor(parameters: FailedIn) {
    const { section, name } = parameters.dispatchError
    super(`The transaction failed: ${section}.${name}`, {
      metaMessages: dispatchLines(parameters),
      docsPath: '/adapters/polkadot',
    })
    this.dispatchError = parameters.dispatchError
  }
}

export type PolkadotSubmitErrorType = PolkadotSubmitError & { name: 'PolkadotSubmitError' }

/**
 * The network did not take the transaction, or dropped it before a block held it: the node's
 * reason (`1010: Invalid Transaction: ...`, `Dropped`, `Usurped`, `Invalid`) is in `reason`.
 */
export class PolkadotSubmitError extends BaseError {
  override name = 'PolkadotSubmitError' as const
  readonly reason: string
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('The network refused the transaction', {
      details: parameters.reason,
      cause: parameters.cause,
      docsPath: '/adapters/polkadot',
    })
    this.reason = parameters.reason
  }
}

export type PolkadotSendNetworkMismatchErrorType = PolkadotSendNetworkMismatchError & {
  name: 'PolkadotSendNetworkMismatchError'
}

/**
 * A send (or its fee estimate) for another network than the connection's: the transfer would be
 * signed for, and submitted to, the connection's network, so nothing is asked of the wallet.
 */
export class PolkadotSendNetworkMismatchError extends BaseError {
  override name = 'PolkadotSendNetworkMismatchError' as const
  constructor(parameters: { requested: string; connected: string }) {
    super(`The wallet is connected on ${parameters.connected}, not ${parameters.requested}`, {
      metaMessages: ['Switch the network (adapter.switchNetwork or the kit) before sending.'],
      docsPath: '/adapters/polkadot',
    })
  }
}
