import { createHash, createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import type { PublicSigningJwk } from '../api.js'

/** An ES256 key pair that signs access tokens; `kid` names it in token headers and the JWKS. */
export type SigningKey = { kid: string; privateKey: KeyObject; publicJwk: PublicSigningJwk }

/** A new P-256 key pair. Its `kid` is the RFC 7638 thumbprint of its public key. */
export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  // A P-256 public key's JWK always has both coordinates.
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  return { kid: jwkThumbprint(x, y), privateKey, publicJwk: publicSigningJwk(x, y) }
}

/** A key pair as stored: the private key as PKCS#8 DER. */
export function signingKeyFromPkcs8(kid: string, pkcs8: Uint8Array, publicJwk: PublicSigningJwk): SigningKey {
  return {
    kid,
    privateKey: createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' }),
    publicJwk,
  }
}

function publicSigningJwk(x: string, y: string): PublicSigningJwk {
  return { kty: 'EC', crv: 'P-256', x, y, kid: jwkThumbprint(x, y), alg: 'ES256', use: 'sig' }
}

function jwkThumbprint(x: string, y: string): string {
  // RFC 7638: the required members, in lexicographic order, without white space.
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'P-256', kty: 'EC', x, y }))
    .digest('base64url')
}
