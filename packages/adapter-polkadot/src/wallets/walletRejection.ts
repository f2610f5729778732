import { isUserRejection, withUserRejectionMapped } from '@latchkit/core'

/**
 * Whether a wallet's error is the visitor declining. Besides what every namespace's wallets say
 * (core's `isUserRejection`: code 4001, "User rejected"), Polkadot extensions reject with a plain
 * `Error('Cancelled')` or `Error('Rejected')` (polkadot-js, Talisman) or say it was "rejected by
 * the user".
 */
export function isWalletRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  const message = (error as { message?: unknown } | null)?.message
  return (
    typeof message === 'string' &&
    (/^\s*(rejected|cancell?ed|canceled)\.?\s*$/i.test(message) ||
      /(rejected|cancell?ed|canceled|declined) by (the )?user/i.test(message))
  )
}

/**
 * Runs a wallet request; the visitor declining ({@link isWalletRejection}) becomes
 * `UserRejectedRequestError` with the wallet's error as its cause, anything else passes through.
 */
export const withWalletRejectionMapped = <result>(request: () => Promise<result>): Promise<result> =>
  withUserRejectionMapped(request, isWalletRejection)
