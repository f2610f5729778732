import { createHash, timingSafeEqual } from 'node:crypto'

/** The code challenge methods of RFC 7636; the rig's sites use S256. */
export type ChallengeMethod = 'S256' | 'plain'

// RFC 7636 §4.1: 43 to 128 unreserved characters, for the verifier and a plain challenge alike.
const unreservedKey = /^[A-Za-z0-9\-._~]{43,128}$/

/** Whether a code challenge is well formed: a verifier's shape for plain, a SHA-256 in base64url for S256. */
export function isWellFormedChallenge(challenge: string, method: ChallengeMethod): boolean {
  return method === 'S256' ? /^[A-Za-z0-9_-]{43}$/.test(challenge) : unreservedKey.test(challenge)
}

/** Whether `verifier` is the one the stored challenge was made from (RFC 7636 §4.6), in constant time. */
export function verifierMatches(challenge: string, method: ChallengeMethod, verifier: string): boolean {
  if (!unreservedKey.test(verifier)) return false
  const derived = method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(derived), digest(challenge))
}
