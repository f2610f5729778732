import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { decodeJwtParts } from './jwtParts.js'

// Sign in with Apple's client secret, as Apple's token endpoint checks it (developer.apple.com,
// "Creating a client secret" and TN3107): a JWT signed with ES256 by the developer's "Sign in with
// Apple" key, `kid` naming that key, `iss` the team, `sub` the client id, `aud` Apple, and `exp`
// in the future and at most 15777000 seconds (six months) away. Anything else is `invalid_client`.

/** How a client registered with Apple by its key is known: Apple keeps only the public half. */
export type AppleClientKey = {
  /** The developer account's Team ID: the `iss` of the client's secrets. */
  teamId: string
  /** The key's Key ID: the `kid` of the client's secrets. */
  keyId: string
  /** The public half of the client's P-256 key (a KeyObject, or PEM text). */
  publicKey: KeyObject | string
}

/** The `aud` every client secret must name. */
export const appleAudience = 'https://appleid.apple.com'

/** Apple's longest client secret life: six months, in seconds, from `iat` and from now. */
export const appleClientSecretMaxLifetimeSeconds = 15_777_000

// A secret minted on a clock a little ahead of the rig's is still one minted now.
const clockSkewSeconds = 60

/**
 * What is wrong with `secret` as the client secret of `clientId` registered with `key` (for the
 * rig's own diagnosis only: Apple says no more than `invalid_client`), or undefined when Apple
 * would accept it. `publicKey` must already be a P-256 public key.
 */
export function appleClientSecretProblem(
  secret: string,
  expected: { clientId: string; key: AppleClientKey & { publicKey: KeyObject }; now: number },
): string | undefined {
  const jwt = decodeJwtParts(secret)
  if (!jwt) return 'not a compact JWT with a JSON header and claims'
  const { header, claims } = jwt
  if (header.alg !== 'ES256') return `alg is ${String(header.alg)}, not ES256`
  if (header.kid !== expected.key.keyId) return 'kid names another key'
  // JOSE's ES256 signature is r||s, 64 bytes (a DER signature is a common mistake Apple refuses).
  const signed =
    jwt.signature.length === 64 &&
    verify(
      'sha256',
      Buffer.from(jwt.signingInput),
      { key: expected.key.publicKey, dsaEncoding: 'ieee-p1363' },
      jwt.signature,
    )
  if (!signed) return "the signature is not the key's"
  if (claims.iss !== expected.key.teamId) return 'iss is not the team id'
  if (claims.sub !== expected.clientId) return 'sub is not the client id'
  if (claims.aud !== appleAudience) return `aud is not ${appleAudience}`
  const { iat, exp } = claims
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp))
    return 'iat or exp is not a number of seconds'
  const now = Math.floor(expected.now / 1000)
  if (iat > now + clockSkewSeconds) return 'it was issued in the future'
  if (exp <= now) return 'it has expired'
  if (exp - iat > appleClientSecretMaxLifetimeSeconds || exp - now > appleClientSecretMaxLifetimeSeconds)
    return 'it lives longer than six months'
  return undefined
}

/** The key's public half, if it is a P-256 key; undefined for any other. */
export function appleP256PublicKey(key: AppleClientKey): KeyObject | undefined {
  let publicKey: KeyObject
  try {
    // A public KeyObject is taken as it is (createPublicKey takes PEM text or a private key).
    publicKey =
      typeof key.publicKey !== 'string' && key.publicKey.type === 'public'
        ? key.publicKey
        : createPublicKey(key.publicKey)
  } catch {
    return undefined
  }
  return publicKey.asymmetricKeyType === 'ec' && publicKey.asymmetricKeyDetails?.namedCurve === 'prime256v1'
    ? publicKey
    : undefined
}
