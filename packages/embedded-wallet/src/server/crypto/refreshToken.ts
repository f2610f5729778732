import { createHash, randomBytes } from 'node:crypto'

/** A new refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function createRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a refresh token: its SHA-256 (the token has 256 bits of entropy). */
export function hashRefreshToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest()
}
