import { verify } from 'node:crypto'
import type { ProviderKeys } from './providerKeys.js'
import { SocialProviderError } from './socialErrors.js'

/** Seconds of clock difference forgiven on `exp` and `iat`. */
const clockToleranceSeconds = 60

/** The signature algorithms accepted, with how node:crypto checks each. */
const algorithms = {
  RS256: { hash: 'sha256', dsaEncoding: undefined },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' },
} as const

/**
 * Checks an OpenID Connect ID token (Core 1.0 section 3.1.3.7): signed with one of the provider's
 * keys (RS256 or ES256, never `none`), issued by one of `issuers`, for `clientId` (and, with several
 * audiences, authorized for it), unexpired, and carrying the attempt's `nonce`. Gives its claims.
 *
 * @throws {SocialProviderError} naming the first check that failed.
 */
export async function verifyIdToken(
  idToken: string,
  parameters: {
    provider: string
    keys: ProviderKeys
    /** The `iss` values accepted: the provider's issuer, and any other spelling it uses. */
    issuers: readonly string[]
    clientId: string
    nonce: string
    now: Date
  },
): Promise<Record<string, unknown>> {
  const refuse = (problem: string): never => {
    throw new SocialProviderError({ provider: parameters.provider, problem: `the ID token ${problem}` })
  }
  const parts = idToken.split('.')
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part)))
    return refuse('is malformed')
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts
  const header = readJsonPart(encodedHeader) ?? refuse('is malformed')
  const claims = readJsonPart(encodedClaims) ?? refuse('is malformed')
  const algorithm =
    typeof header.alg === 'string' ? algorithms[header.alg as keyof typeof algorithms] : undefined
  if (!algorithm) return refuse('is signed with an algorithm this service does not accept')
  if (typeof header.kid !== 'string') return refuse('names no key')
  const key = await parameters.keys.find(header.kid)
  if (!key) return refuse('is signed with an unknown key')
  const signed = verify(
    algorithm.hash,
    Buffer.from(`${encodedHeader}.${encodedClaims}`, 'ascii'),
    algorithm.dsaEncoding ? { key, dsaEncoding: algorithm.dsaEncoding } : key,
    Buffer.from(encodedSignature, 'base64url'),
  )
  if (!signed) return refuse('has a bad signature')
  if (typeof claims.iss !== 'string' || !parameters.issuers.includes(claims.iss))
    return refuse('is from another issuer')
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
  if (!audiences.includes(parameters.clientId)) return refuse('is for another client')
  if (audiences.length > 1 && claims.azp !== parameters.clientId) return refuse('is for another client')
  const seconds = parameters.now.getTime() / 1000
  if (typeof claims.exp !== 'number' || claims.exp + clockToleranceSeconds <= seconds)
    return refuse('has expired')
  if (typeof claims.iat === 'number' && claims.iat - clockToleranceSeconds > seconds)
    return refuse('is not valid yet')
  if (claims.nonce !== parameters.nonce) return refuse('carries another nonce')
  return claims
}

function readJsonPart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
