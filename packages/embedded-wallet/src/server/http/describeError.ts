import { BaseError } from '@latchkit/core'

/**
 * What the log says of a failure: its class, our own errors' short message, a database error's
 * SQLSTATE. Never a driver's message, which can quote a statement's parameters.
 */
export function describeError(error: unknown): {
  errorName: string
  errorMessage?: string
  errorCode?: string
} {
  if (!(error instanceof Error)) return { errorName: typeof error }
  const code = (error as { code?: unknown }).code
  return {
    errorName: error.name,
    ...(error instanceof BaseError ? { errorMessage: error.shortMessage } : {}),
    ...(typeof code === 'string' ? { errorCode: code } : {}),
  }
}
