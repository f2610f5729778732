import { createHash, createPublicKey, type KeyObject, randomBytes, sign, verify } from 'node:crypto'

// A site's part of a login, for the providers' unit tests: PKCE pairs, requests built as a site
// builds them, ID tokens checked against the issuer's published keys.

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/**
 * Checks an RS256 ID token's signature against the issuer's published keys (found through its
 * discovery document) and returns its claims; issuer, audience and nonce are the caller's to check.
 */
export async function verifiedIdTokenClaims(
  issuer: string,
  idToken: string,
): Promise<Record<string, unknown>> {
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    jwks_uri: string
  }
  const { keys } = (await (await fetch(discovery.jwks_uri)).json()) as { keys: { kid: string }[] }
  const [header = '', payload = '', signature = ''] = idToken.split('.')
  const { alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
    alg: string
    kid: string
  }
  const key = keys.find((candidate) => candidate.kid === kid)
  if (alg !== 'RS256' || !key) throw new Error(`ID token signed with ${alg} by unknown key ${kid}`)
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('ID token signature does not verify')
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

/** `address` with `parameters` in its query. */
export function withQuery(address: string, parameters: Record<string, string>): string {
  const url = new URL(address)
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value)
  return url.toString()
}

/** POSTs `fields` as a form, with extra headers. */
export function postForm(
  address: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(address, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

/** An HTTP Basic authorization header for a client. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
}

/**
 * A JWT of `header` and `claims` signed with ES256 by `privateKey`: JOSE's r||s signature, or the
 * DER one a careless client sends when `dsaEncoding` is `'der'`.
 */
export function signEs256Jwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  privateKey: KeyObject,
  dsaEncoding: 'ieee-p1363' | 'der' = 'ieee-p1363',
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const signingInput = `${encode(header)}.${encode(claims)}`
  const signature = sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding })
  return `${signingInput}.${signature.toString('base64url')}`
}
