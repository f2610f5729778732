import { createSecretToken, hashSecretToken } from './secretToken.js'

/** A new refresh token: 32 random bytes, base64url. Only its hash is stored. */
export const createRefreshToken = createSecretToken

/** What the database keeps of a refresh token: its SHA-256 (the token has 256 bits of entropy). */
export const hashRefreshToken = hashSecretToken
