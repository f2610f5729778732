import type { CaipNetworkId } from '../caip/caip.js'
import type { ChainNamespace } from '../network/namespaces.js'
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

/** What a sign-in verifier checks: the message's fields, its exact text and the wallet's signature. */
export type SiwxVerifyParameters = { data: SiwxMessage; message: string; signature: string }

/**
 * Checks sign-in signatures of one chain namespace. The adapters bring one each (through
 * `ChainAdapter.verifyMessage`); a site passes its own to use another RPC or to cover a namespace
 * whose adapter has none.
 */
export type SiwxVerifier = {
  readonly namespace: ChainNamespace
  /** Resolves whether `signature` is the account's signature of `message`. Never rejects for a bad signature. */
  verify(parameters: SiwxVerifyParameters): Promise<boolean>
}

/**
 * Who checks a sign-in signature before the session is kept:
 * - `'kit'` (the default): the kit, with the namespace's verifier (the site's `verifiers` first,
 *   else the adapter's); a namespace with neither is refused (`SiwxVerifierMissingError`).
 * - `'server'`: the site's server, in `addSession` (the session is kept only if it resolves). The
 *   kit still checks where it has a verifier, and no longer refuses a namespace without one.
 */
export type SiwxVerification = 'kit' | 'server'

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
  /**
   * Who checks signatures before a session is kept (see `SiwxVerification`). Only the server's
   * check is a trust boundary: a visitor controls the browser.
   * @default 'kit'
   */
  verification?: SiwxVerification
  /** Verifiers that take priority over the adapters' own, one per namespace. */
  verifiers?: readonly SiwxVerifier[]
}
