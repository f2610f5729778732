import { BaseError } from '@latchkit/core'
import type { StringId } from '../../../i18n/strings.en.js'

const isRejection = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'UserRejectedRequestError' || (error as { code?: unknown }).code === 4001)

/**
 * The snackbar text for a network switch that failed: the visitor declining it in the wallet
 * (EIP-1193 code 4001, wrapped or not) reads differently from the wallet failing.
 */
export function switchFailureMessage(error: unknown): StringId {
  const declined = error instanceof BaseError ? error.walk(isRejection) !== null : isRejection(error)
  return declined ? 'switchDeclined' : 'switchFailed'
}
