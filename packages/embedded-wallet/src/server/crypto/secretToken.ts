import { createHash, randomBytes } from 'node:crypto'

/** The shape of a `createSecretToken` value: 32 bytes as unpadded base64url. */
export const secretTokenShape = /^[A-Za-z0-9_-]{43}$/

/**
 * A new bearer secret (a refresh token, a device token, a device approval's id or link token):
 * 32 random bytes, base64url. Only its hash is stored.
 */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps of a secret token: its SHA-256. The token has 256 bits of entropy, so a
 * plain hash (no key, no salt) is enough to make a copied database useless for presenting it.
 */
export function hashSecretToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest()
}
