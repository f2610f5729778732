import { BaseError, UserRejectedRequestError } from '@latchkit/core'
import { InsufficientPolkadotBalanceError, PolkadotSubmitError } from '../errors/transferErrors.js'
import { isWalletRejection } from '../wallets/walletRejection.js'

/**
 * What a failed `signAndSend` means: the visitor declining in the wallet
 * ({@link UserRejectedRequestError}), the node refusing a transaction whose fee the account cannot
 * pay (`1010: Invalid Transaction: Inability to pay some fees`, or `payment` in the JSON form:
 * {@link InsufficientPolkadotBalanceError}, nothing was charged), or any other refusal ({@link PolkadotSubmitError} with the node's words).
 * LatchKit's own errors pass through.
 */
export function toSubmitError(error: unknown): Error {
  if (error instanceof BaseError) return error
  if (isWalletRejection(error)) return new UserRejectedRequestError({ cause: error })
  const reason = error instanceof Error ? error.message : String(error)
  // Substrate nodes word it; chopsticks answers the error as JSON (`1010: {"invalid":{"payment":null}}`).
  if (/inability to pay some fees|^1010:.*"payment"/i.test(reason))
    return new InsufficientPolkadotBalanceError({ reason, cause: error })
  return new PolkadotSubmitError({ reason, cause: error })
}
