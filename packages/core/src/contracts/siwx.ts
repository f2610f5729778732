import type { CaipNetworkId } from '../caip/caip.js'
import type { StoredSiwxSession } from './storage.js'

/** A sign-in session: the signed message and its signature (spec section 3). */
export type SiwxSession = StoredSiwxSession

/**
 * Sign in with X, as the kit sees it. The `@latchkit/siwx` package implements it; a site may
 * write its own object literal.
 */
export type SiwxConfig = {
  /** Whether visitors must sign in: while true and no session exists, the sign-in view cannot be closed. */
  getRequired(): boolean
  /** Sessions of `address` on `caipNetworkId` (empty when the visitor has not signed in there). */
  getSessions(caipNetworkId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Replaces every stored session (an empty list signs out). */
  setSessions?(sessions: readonly SiwxSession[]): Promise<void>
  /**
   * Whether disconnecting also signs out (clears the sessions).
   * @default false
   */
  signOutOnDisconnect?: boolean
}
