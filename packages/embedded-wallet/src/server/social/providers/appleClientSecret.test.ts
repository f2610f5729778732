import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { expect, test } from 'vitest'
import { WalletServerConfigError } from '../../errors.js'
import { appleClientSecret } from './appleClientSecret.js'
import { thrownBy } from './test-utils/definitionParts.js'

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

test("the client secret is an ES256 JWT Apple can check with the operator's key", () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const now = Date.UTC(2026, 10, 27, 12, 0, 0)
  const secret = appleClientSecret({
    teamId: 'A1B2C3D4E5',
    keyId: 'KEY1234567',
    clientId: 'com.example.wallet.web',
    privateKey,
    now,
  })
  const [header, claims, signature] = secret.split('.') as [string, string, string]
  expect(decodePart(header)).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
  expect(decodePart(claims)).toEqual({
    iss: 'A1B2C3D4E5',
    iat: now / 1000,
    exp: now / 1000 + 300,
    aud: 'https://appleid.apple.com',
    sub: 'com.example.wallet.web',
  })
  const signed = Buffer.from(`${header}.${claims}`)
  const raw = Buffer.from(signature, 'base64url')
  expect(raw).toHaveLength(64)
  expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true)
  expect(
    verify('sha256', Buffer.from(`${header}.${claims}x`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw),
  ).toBe(false)
})

test('a key that is not a P-256 private key is refused as configuration', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey
  const publicOnly = createPublicKey(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey)
  for (const privateKey of [rsa, p384, publicOnly]) {
    const error = thrownBy(() =>
      appleClientSecret({
        teamId: 'A1B2C3D4E5',
        keyId: 'KEY1234567',
        clientId: 'com.example.web',
        privateKey,
      }),
    )
    expect(error).toBeInstanceOf(WalletServerConfigError)
  }
})
