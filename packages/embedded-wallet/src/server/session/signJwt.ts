import { sign } from 'node:crypto'
import type { SigningKey } from './signingKey.js'

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')

/** A compact JWS (ES256) of `claims`, its header naming the key. */
export function signJwt(claims: Record<string, unknown>, key: SigningKey): string {
  const signingInput = `${encodePart({ alg: 'ES256', typ: 'JWT', kid: key.kid })}.${encodePart(claims)}`
  // JOSE wants the raw r||s signature (IEEE P1363), not DER.
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  })
  return `${signingInput}.${signature.toString('base64url')}`
}
