import { BaseError } from '@latchkit/core'

export type BundlerUnavailableErrorType = BundlerUnavailableError & { name: 'BundlerUnavailableError' }

/**
 * The operator's bundler could not be reached, did not answer in time, or answered something that
 * is no JSON-RPC response. Its text never names the bundler's URL (it may hold an API key).
 */
export class BundlerUnavailableError extends BaseError {
  override name = 'BundlerUnavailableError' as const
  /** The system error's code (`ECONNREFUSED`, say), or the bundler's HTTP status as `HTTP 503`. */
  readonly code: string | undefined
  constructor(problem: string, parameters: { code?: string | undefined; cause?: unknown } = {}) {
    // Explicit details: the cause's own message is not carried into this one.
    super(`The bundler ${problem}`, { cause: parameters.cause, details: 'bundler request failed' })
    this.code = parameters.code
  }
}
