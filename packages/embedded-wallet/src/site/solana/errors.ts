import { BaseError } from '@latchkit/core'
import { declinedByVisitorMessage } from '../../protocol/framePayloads.js'

/** The wallet standard's code for a request the visitor declined (`@wallet-standard/errors`). */
export const walletStandardUserRejectedCode = 4001000

export type SolanaRequestRejectedErrorType = SolanaRequestRejectedError & {
  name: 'SolanaRequestRejectedError'
}

/**
 * The visitor declined in the frame. Shaped as the wallet standard's rejection (code 4001000, also
 * as `context.__code`), which Solana apps and LatchKit's Solana adapter read as "user rejected".
 */
export class SolanaRequestRejectedError extends BaseError {
  override name = 'SolanaRequestRejectedError' as const
  readonly code = walletStandardUserRejectedCode
  readonly context = { __code: walletStandardUserRejectedCode } as const
  constructor(options: { cause?: unknown } = {}) {
    super(declinedByVisitorMessage, options.cause === undefined ? {} : { cause: options.cause })
  }
}

export type SolanaAccountNotConnectedErrorType = SolanaAccountNotConnectedError & {
  name: 'SolanaAccountNotConnectedError'
}

/** A request names an account that is not the embedded wallet's connected Solana account. */
export class SolanaAccountNotConnectedError extends BaseError {
  override name = 'SolanaAccountNotConnectedError' as const
  constructor(parameters: { address: string }) {
    super('This account is not connected to the embedded wallet', {
      metaMessages: [`Account: ${parameters.address}`],
    })
  }
}

export type SolanaChainNotServedErrorType = SolanaChainNotServedError & { name: 'SolanaChainNotServedError' }

/** A transaction for a chain the site did not give the embedded wallet. */
export class SolanaChainNotServedError extends BaseError {
  override name = 'SolanaChainNotServedError' as const
  constructor(parameters: { chain: string }) {
    super('The embedded wallet does not serve this chain', { metaMessages: [`Chain: ${parameters.chain}`] })
  }
}

export type InvalidWireTransactionErrorType = InvalidWireTransactionError & {
  name: 'InvalidWireTransactionError'
}

/** The bytes to sign are not a serialized Solana transaction (signatures, then one message). */
export class InvalidWireTransactionError extends BaseError {
  override name = 'InvalidWireTransactionError' as const
  constructor(parameters: { reason: string }) {
    super('Invalid transaction', { details: parameters.reason })
  }
}

export type SolanaAccountNotSignerErrorType = SolanaAccountNotSignerError & {
  name: 'SolanaAccountNotSignerError'
}

/** The transaction does not ask the embedded wallet's account for a signature. */
export class SolanaAccountNotSignerError extends BaseError {
  override name = 'SolanaAccountNotSignerError' as const
  constructor(parameters: { address: string }) {
    super('This account is not a signer of the transaction', {
      metaMessages: [`Account: ${parameters.address}`],
    })
  }
}

export type InvalidFrameAnswerErrorType = InvalidFrameAnswerError & { name: 'InvalidFrameAnswerError' }

/** The frame answered with something other than what was asked (a signature, an address). */
export class InvalidFrameAnswerError extends BaseError {
  override name = 'InvalidFrameAnswerError' as const
  constructor(parameters: { expected: string }) {
    super('The wallet answered with an invalid value', { metaMessages: [`Expected: ${parameters.expected}`] })
  }
}
