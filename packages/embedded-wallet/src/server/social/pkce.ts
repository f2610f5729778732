import { createHash, randomBytes } from 'node:crypto'

/** A PKCE pair (RFC 7636): the verifier the service keeps, the S256 challenge the provider gets. */
export type Pkce = { verifier: string; challenge: string }

/** A new PKCE pair: 32 random bytes as the verifier (43 characters), its SHA-256 as the challenge. */
export function createPkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier, 'ascii').digest('base64url') }
}
