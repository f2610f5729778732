import { type KeyObject, sign } from 'node:crypto'
import { WalletServerConfigError } from '../../errors.js'

/** How long a minted client secret is good for: one token request needs seconds. */
export const appleClientSecretLifetimeSeconds = 300

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')

/**
 * Apple's client secret for one token request: a JWT signed (ES256) with the "Sign in with
 * Apple" key the operator downloaded (a P-256 key, the `.p8` file), naming the key (`kid`), the
 * team (`iss`), Apple (`aud`) and the Services ID that is the client id (`sub`). Apple accepts
 * secrets of up to six months; minting one per request leaves nothing long-lived to leak.
 *
 * @throws {WalletServerConfigError} when `privateKey` is not a P-256 private key.
 */
export function appleClientSecret(parameters: {
  teamId: string
  keyId: string
  /** The Services ID the service signs in as. */
  clientId: string
  privateKey: KeyObject
  /** @default Date.now() */
  now?: number
}): string {
  const { privateKey } = parameters
  if (
    privateKey.type !== 'private' ||
    privateKey.asymmetricKeyType !== 'ec' ||
    privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1'
  )
    throw new WalletServerConfigError({
      field: 'social.apple.privateKey',
      problem: 'must be a P-256 private key.',
    })
  const issuedAt = Math.floor((parameters.now ?? Date.now()) / 1000)
  const header = { alg: 'ES256', kid: parameters.keyId }
  const claims = {
    iss: parameters.teamId,
    iat: issuedAt,
    exp: issuedAt + appleClientSecretLifetimeSeconds,
    aud: 'https://appleid.apple.com',
    sub: parameters.clientId,
  }
  const signingInput = `${encodePart(header)}.${encodePart(claims)}`
  // JOSE wants the raw r||s signature (IEEE P1363), not DER.
  const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' })
  return `${signingInput}.${signature.toString('base64url')}`
}
