import { BaseError } from '@latchkit/core'

export type InvalidSigningRequestErrorType = InvalidSigningRequestError & {
  name: 'InvalidSigningRequestError'
}

/**
 * A request to sign that the frame refuses before signing: malformed input, a key of the wrong
 * shape, a transaction that is not this wallet's, or bytes whose meaning differs from the method
 * (a Solana transaction sent to be signed as a message).
 */
export class InvalidSigningRequestError extends BaseError {
  override name = 'InvalidSigningRequestError' as const
  constructor(parameters: { what: 'message' | 'transaction'; reason: string; cause?: unknown }) {
    super(parameters.what === 'message' ? 'Error signing message' : 'Error signing transaction', {
      metaMessages: [parameters.reason],
      cause: parameters.cause,
    })
  }
}
