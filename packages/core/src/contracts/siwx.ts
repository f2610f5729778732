import type { CaipNetworkId } from '../caip/caip.js'
import type { StoredSiwxSession } from './storage.js'

/** A sign-in session: the signed message, its fields and the signature (spec section 3). */
export type SiwxSession = StoredSiwxSession

/** The fields of a sign-in message (spec section 3, "Sign-in message"). */
export type SiwxMessage = StoredSiwxSession['data']

/** A message ready to sign: its fields and the text the wallet shows. */
export type SiwxUnsignedMessage = {
  data: SiwxMessage
  /** The CAIP-122 / EIP-4361 text the visitor signs. */
  message: string
}

/**
 * Sign in with X, as the kit sees it. The `@latchkit/siwx` package implements it (`createSiwx`);
 * a site may write its own object literal.
 */
export type SiwxConfig = {
  /**
   * The message the visitor signs for `accountAddress` on `chainId`: the site's domain, uri and
   * a fresh nonce (from the site's server when it has one).
   */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxUnsignedMessage>
  /** Keeps a signed session (a site with a server verifies it there first); rejects to refuse it. */
  addSession(session: SiwxSession): Promise<void>
  /** Forgets the sessions of `address` on `chainId`. */
  revokeSession?(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every stored session (an empty list signs out). */
  setSessions?(sessions: readonly SiwxSession[]): Promise<void>
  /** Sessions of `address` on `caipNetworkId` (empty when the visitor has not signed in there). */
  getSessions(caipNetworkId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Whether visitors must sign in: while true and no session exists, the sign-in view cannot be closed. */
  getRequired(): boolean
  /**
   * Whether disconnecting also signs out (clears the sessions).
   * @default false
   */
  signOutOnDisconnect?: boolean
}
