import type { JsonWebKeySet, PublicSigningJwk } from '../api.js'
import { JwksFetchError } from '../errors.js'
import type { AccessTokenClaims } from './accessTokenClaims.js'
import { verifyJwt } from './verifyJwt.js'

export type VerifySessionTokenParameters = {
  /** The service's public URL, the tokens' `iss`. */
  issuer: string
  /** The site's project id, the tokens' `aud`. */
  audience: string
  /** Milliseconds since the epoch. @default Date.now() */
  now?: number
} & (
  | { /** `${publicUrl}/.well-known/jwks.json`, fetched on each call. */ jwksUrl: string; jwks?: never }
  | { /** A key set fetched beforehand (`fetchSessionJwks`). */ jwks: JsonWebKeySet; jwksUrl?: never }
)

/** A visitor the wallet service signed in, as a site's own server learns it from an access token. */
export type SessionTokenUser = {
  userId: string
  /** Absent for a visitor who signed in with a provider that shares no email. */
  email: string | undefined
  projectId: string
  sessionId: string
  /** When the token stops being valid. */
  expiresAt: Date
  claims: AccessTokenClaims
}

/**
 * Tells a site's own server who a visitor is: checks an access token the wallet service issued
 * (ES256 signature against the service's published keys, issuer, audience, expiry).
 *
 * @throws {SessionTokenError} when the token is refused (`problem` says why).
 * @throws {JwksFetchError} when `jwksUrl` cannot be fetched.
 * @example
 * const visitor = await verifySessionToken(bearerToken, {
 *   jwksUrl: 'https://wallet.example.com/.well-known/jwks.json',
 *   issuer: 'https://wallet.example.com',
 *   audience: 'my-project',
 * })
 */
export async function verifySessionToken(
  token: string,
  parameters: VerifySessionTokenParameters,
): Promise<SessionTokenUser> {
  const jwks = parameters.jwks ?? (await fetchSessionJwks(parameters.jwksUrl))
  const claims = verifyJwt(token, {
    keys: jwks.keys,
    issuer: parameters.issuer,
    audience: parameters.audience,
    ...(parameters.now === undefined ? {} : { now: parameters.now }),
  })
  return {
    userId: claims.sub,
    email: claims.email,
    projectId: claims.aud,
    sessionId: claims.sid,
    expiresAt: new Date(claims.exp * 1000),
    claims,
  }
}

/**
 * The wallet service's public keys, to verify many tokens with one fetch (fetch again when a
 * token names a key the set lacks: the service has a new one).
 *
 * @throws {JwksFetchError} when the URL does not answer a key set.
 */
export async function fetchSessionJwks(jwksUrl: string): Promise<JsonWebKeySet> {
  let response: Response
  try {
    response = await fetch(jwksUrl, { headers: { accept: 'application/json' } })
  } catch (error) {
    throw new JwksFetchError({ url: jwksUrl, cause: error })
  }
  if (!response.ok) throw new JwksFetchError({ url: jwksUrl, status: response.status })
  const body: unknown = await response.json().catch((error: unknown) => {
    throw new JwksFetchError({ url: jwksUrl, cause: error })
  })
  const keys = (body as { keys?: unknown } | null)?.keys
  if (!Array.isArray(keys)) throw new JwksFetchError({ url: jwksUrl })
  return { keys: keys.filter(isPublicSigningJwk) }
}

function isPublicSigningJwk(value: unknown): value is PublicSigningJwk {
  const key = value as Partial<PublicSigningJwk> | null
  return (
    typeof key === 'object' &&
    key !== null &&
    key.kty === 'EC' &&
    key.crv === 'P-256' &&
    typeof key.x === 'string' &&
    typeof key.y === 'string' &&
    typeof key.kid === 'string'
  )
}
