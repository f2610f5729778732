import type { CaipNetworkId, SiwxMessage, SiwxVerifier } from '@latchkit/core'
import { parseSiwxMessage } from '../message/parseMessage.js'
import type { NonceStore } from './nonceStore.js'

/** Why `verifySignIn` refused a sign-in. */
export type SignInRefusal =
  /** Not a CAIP-122 / EIP-4361 message. */
  | 'malformed'
  /** Signed for another site's domain. */
  | 'wrong-domain'
  /** Signed for another URI of the site. */
  | 'wrong-uri'
  /** For a network the site does not accept, or a namespace it has no verifier for. */
  | 'wrong-chain'
  /** Its expiration time has passed. */
  | 'expired'
  /** Its not-before time has not come. */
  | 'not-yet-valid'
  /** The signature is not the account's signature of the message. */
  | 'bad-signature'
  /** Its nonce was never issued, has expired, or was used already (a replay). */
  | 'reused-nonce'

export type SignInResult = { ok: true; data: SiwxMessage } | { ok: false; reason: SignInRefusal }

export type VerifySignInParameters = {
  /** The message text the wallet signed. */
  message: string
  signature: string
  expected: {
    /** The site's domain (host and port), e.g. `shop.example.com`. */
    domain: string
    /** The URI messages must name; any when absent. */
    uri?: string
    /** Networks the site accepts sign-ins for; any when absent. */
    chainId?: CaipNetworkId | readonly CaipNetworkId[]
    /** @default Date.now() */
    now?: number
  }
  nonceStore: NonceStore
  /** The verifier of each namespace the site accepts. */
  verifier: SiwxVerifier | readonly SiwxVerifier[]
}

/**
 * The server-side check a site can trust: the message must be well formed, for this domain, uri
 * and network, within its time window, signed by its account, and carry a nonce this server
 * issued, which is consumed so the same message is refused the second time.
 *
 * @example
 * const result = await verifySignIn({ message, signature, expected: { domain: 'shop.example.com' }, nonceStore, verifier })
 * if (!result.ok) return response(401, result.reason)
 */
export async function verifySignIn(parameters: VerifySignInParameters): Promise<SignInResult> {
  const { expected } = parameters
  const refuse = (reason: SignInRefusal): SignInResult => ({ ok: false, reason })
  let data: SiwxMessage
  try {
    data = parseSiwxMessage(parameters.message)
  } catch {
    return refuse('malformed')
  }
  if (data.domain !== expected.domain) return refuse('wrong-domain')
  if (expected.uri !== undefined && data.uri !== expected.uri) return refuse('wrong-uri')
  const chains = expected.chainId === undefined ? undefined : [expected.chainId].flat()
  const verifiers = [parameters.verifier].flat()
  const verifier = verifiers.find((candidate) => data.chainId.startsWith(`${candidate.namespace}:`))
  if (!verifier || (chains && !chains.includes(data.chainId))) return refuse('wrong-chain')
  const now = expected.now ?? Date.now()
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now) return refuse('expired')
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now) return refuse('not-yet-valid')
  const signed = await verifier
    .verify({ data, message: parameters.message, signature: parameters.signature })
    .catch(() => false)
  if (!signed) return refuse('bad-signature')
  // Consumed last: a forged or misdirected message cannot burn a visitor's pending nonce.
  if (!(await parameters.nonceStore.consume(data.nonce, now))) return refuse('reused-nonce')
  return { ok: true, data }
}
