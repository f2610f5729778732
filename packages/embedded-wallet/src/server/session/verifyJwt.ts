import { createPublicKey, verify } from 'node:crypto'
import type { PublicSigningJwk } from '../api.js'
import { SessionTokenError } from '../errors.js'
import type { AccessTokenClaims } from './accessTokenClaims.js'

export type VerifyJwtParameters = {
  /** The published keys; the token's `kid` picks one. */
  keys: readonly PublicSigningJwk[]
  issuer: string
  /** The project id the token must be for, or a test of it. */
  audience: string | ((audience: string) => boolean)
  /** Milliseconds since the epoch. @default Date.now() */
  now?: number
  /** Seconds of clock difference forgiven on `exp` and `iat`. @default 30 */
  clockToleranceSeconds?: number
}

const base64UrlPart = /^[A-Za-z0-9_-]+$/

/**
 * Checks an ES256 access token (signature, issuer, audience, validity) and gives its claims.
 *
 * @throws {SessionTokenError} naming the first check that failed.
 */
export function verifyJwt(token: string, parameters: VerifyJwtParameters): AccessTokenClaims {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => base64UrlPart.test(part)))
    throw new SessionTokenError({ problem: 'malformed' })
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts
  const header = readJsonPart(encodedHeader)
  const claims = readJsonPart(encodedClaims)
  if (header.alg !== 'ES256' || typeof header.kid !== 'string' || !isAccessTokenClaims(claims))
    throw new SessionTokenError({ problem: 'malformed' })
  const jwk = parameters.keys.find((key) => key.kid === header.kid)
  if (!jwk) throw new SessionTokenError({ problem: 'unknown-key' })
  const publicKey = createPublicKey({
    key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(encodedSignature, 'base64url'),
  )
  if (!signed) throw new SessionTokenError({ problem: 'bad-signature' })
  const nowSeconds = Math.floor((parameters.now ?? Date.now()) / 1000)
  const tolerance = parameters.clockToleranceSeconds ?? 30
  if (claims.exp <= nowSeconds - tolerance) throw new SessionTokenError({ problem: 'expired' })
  if (claims.iat > nowSeconds + tolerance) throw new SessionTokenError({ problem: 'not-yet-valid' })
  if (claims.iss !== parameters.issuer) throw new SessionTokenError({ problem: 'wrong-issuer' })
  const audienceMatches =
    typeof parameters.audience === 'function'
      ? parameters.audience(claims.aud)
      : claims.aud === parameters.audience
  if (!audienceMatches) throw new SessionTokenError({ problem: 'wrong-audience' })
  return claims
}

function readJsonPart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>
  } catch (error) {
    throw new SessionTokenError({ problem: 'malformed', cause: error })
  }
  throw new SessionTokenError({ problem: 'malformed' })
}

function isAccessTokenClaims(claims: Record<string, unknown>): claims is AccessTokenClaims {
  return (
    ['iss', 'sub', 'aud', 'sid'].every((name) => typeof claims[name] === 'string') &&
    (claims.email === undefined || typeof claims.email === 'string') &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  )
}
