import { expect, test } from 'vitest'
import type { AccessTokenClaims } from './accessTokenClaims.js'
import { createSigningKey } from './signingKey.js'
import { signJwt } from './signJwt.js'
import { verifyJwt } from './verifyJwt.js'

const key = createSigningKey()
const now = Date.UTC(2026, 10, 26, 12)
const claims: AccessTokenClaims = {
  iss: 'https://wallet.example.test',
  sub: '6f1c7a52-9a53-4d89-9a3e-2b8f0c1d2e3f',
  aud: 'shop',
  email: 'visitor@example.test',
  iat: now / 1000,
  exp: now / 1000 + 900,
  sid: '0b9e8f7a-6c5d-4e3f-8a1b-2c3d4e5f6a7b',
}
const check = { keys: [key.publicJwk], issuer: claims.iss, audience: 'shop', now }

test('an ES256 token round-trips, its header naming the key by its thumbprint', () => {
  const token = signJwt(claims, key)
  expect(JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString())).toEqual({
    alg: 'ES256',
    typ: 'JWT',
    kid: key.kid,
  })
  expect(verifyJwt(token, check)).toEqual(claims)
  // The raw r||s signature JOSE requires: 64 bytes.
  expect(Buffer.from(token.split('.')[2] as string, 'base64url')).toHaveLength(64)
})

test('a token is refused unsigned, signed by another key, or outside its time', () => {
  const [, body] = signJwt(claims, key).split('.')
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: key.kid })).toString('base64url')}.${body}.`
  expect(() => verifyJwt(unsigned, check)).toThrow(expect.objectContaining({ problem: 'malformed' }))
  const other = createSigningKey()
  const impostor = signJwt(claims, { ...other, kid: key.kid })
  expect(() => verifyJwt(impostor, check)).toThrow(expect.objectContaining({ problem: 'bad-signature' }))
  expect(() =>
    verifyJwt(signJwt(claims, key), { ...check, now: now + 901_000, clockToleranceSeconds: 0 }),
  ).toThrow(expect.objectContaining({ problem: 'expired' }))
  expect(() => verifyJwt(signJwt(claims, key), { ...check, now: now - 60_000 })).toThrow(
    expect.objectContaining({ problem: 'not-yet-valid' }),
  )
})
