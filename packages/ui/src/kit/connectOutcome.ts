import { isUserRejection } from '@latchkit/core'

/** What a Connecting view shows: waiting for the wallet, declined, or failed. */
export type ConnectStatus = 'pending' | 'rejected' | 'failed'

/** The status a connect failure leads to: a visitor's refusal reads differently from a fault. */
export function statusOfConnectError(error: unknown): Exclude<ConnectStatus, 'pending'> {
  if ((error as { code?: unknown } | null)?.code === 'CONNECTION_REJECTED' || isUserRejection(error))
    return 'rejected'
  return 'failed'
}
