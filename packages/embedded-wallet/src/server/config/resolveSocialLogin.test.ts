import { generateKeyPairSync, verify } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { socialProviders } from '../social/providers/socialProvider.js'
import { resolveSocialLogin } from './resolveSocialLogin.js'

test('no social part: no provider is offered', () => {
  expect(resolveSocialLogin(undefined)).toEqual({})
})

test('an enabled provider joins its definition, with the endpoints the operator replaced', () => {
  const resolved = resolveSocialLogin({
    google: { clientId: 'id', clientSecret: 'secret', endpoints: { token: 'http://127.0.0.1:9000/token' } },
    github: { clientId: 'gh', clientSecret: 'gh-secret' },
  })
  expect(Object.keys(resolved).sort()).toEqual(['github', 'google'])
  expect(resolved.google).toMatchObject({
    clientId: 'id',
    endpoints: { ...socialProviders.google.endpoints, token: 'http://127.0.0.1:9000/token' },
  })
  expect(resolved.google?.clientSecret()).toBe('secret')
  expect(resolved.github?.endpoints).toEqual(socialProviders.github.endpoints)
})

test.each([
  [{ myspace: { clientId: 'a', clientSecret: 'b' } }, 'social.myspace'],
  [{ google: { clientId: '', clientSecret: 'b' } }, 'social.google.clientId'],
  [{ google: { clientId: 'a' } }, 'social.google.clientSecret'],
  [
    {
      google: {
        clientId: 'a',
        clientSecret: 'b',
        endpoints: { token: 'http://accounts.example.test/token' },
      },
    },
    'social.google.endpoints.token',
  ],
  [
    { google: { clientId: 'a', clientSecret: 'b', endpoints: { token: 'not a url' } } },
    'social.google.endpoints.token',
  ],
  [
    { google: { clientId: 'a', clientSecret: 'b', endpoints: { logout: 'https://x.test' } } },
    'social.google.endpoints.logout',
  ],
  [[], 'social'],
])('refuses %j, naming %s', (config, field) => {
  expect(() => resolveSocialLogin(config)).toThrow(
    expect.objectContaining({ name: 'WalletServerConfigError', field }),
  )
})

describe("Apple's signing key", () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
  const signingKey = { clientId: 'com.example.wallet.web', teamId: 'A1B2C3D4E5', keyId: 'KEY1234567' }
  const directory = mkdtempSync(join(tmpdir(), 'latchkit-apple-key-'))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))

  const decodePart = (part: string | undefined) =>
    JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

  /** The client secret the resolved Apple sends, checked as Apple checks it. */
  function checkedSecret(resolved: ReturnType<typeof resolveSocialLogin>) {
    const secret = resolved.apple?.clientSecret() ?? ''
    const [header, claims, signature] = secret.split('.')
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature ?? '', 'base64url'),
    )
    return { secret, signed, header: decodePart(header), claims: decodePart(claims) }
  }

  test('the service mints an ES256 client secret for each token request; the resolved configuration prints no key', () => {
    const resolved = resolveSocialLogin({ apple: { ...signingKey, privateKey: pem } })
    const before = Math.floor(Date.now() / 1000)
    const first = checkedSecret(resolved)
    expect(first.signed).toBe(true)
    expect(first.header).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    expect(first.claims).toMatchObject({
      iss: 'A1B2C3D4E5',
      sub: 'com.example.wallet.web',
      aud: 'https://appleid.apple.com',
    })
    expect(first.claims.iat).toBeGreaterThanOrEqual(before)
    expect(Number(first.claims.exp) - Number(first.claims.iat)).toBe(300)
    // A new secret each time (ECDSA signatures differ), not one minted at start and kept.
    expect(checkedSecret(resolved).secret).not.toBe(first.secret)
    // Printing the resolved configuration shows no key.
    expect(JSON.stringify(resolved)).not.toContain('PRIVATE KEY')
  })

  test('the key may be a path to the .p8 file, read at start', () => {
    const file = join(directory, 'AuthKey_KEY1234567.p8')
    writeFileSync(file, pem)
    const resolved = resolveSocialLogin({ apple: { ...signingKey, privateKeyFile: file } })
    rmSync(file)
    expect(checkedSecret(resolved).signed).toBe(true)
  })

  test('a client secret made beforehand is still taken as it is; the others take only that', () => {
    const resolved = resolveSocialLogin({
      apple: { clientId: 'com.example.wallet.web', clientSecret: 'eyJ.made.before' },
      github: { clientId: 'gh', clientSecret: 'gh-secret' },
    })
    expect(resolved.apple?.clientSecret()).toBe('eyJ.made.before')
    expect(resolved.github?.clientSecret()).toBe('gh-secret')
  })

  const otherKey = (type: 'rsa' | 'ec', curve?: string) =>
    (type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
      : generateKeyPairSync('ec', { namedCurve: curve ?? 'P-384' }).privateKey
    )
      .export({ format: 'pem', type: 'pkcs8' })
      .toString()

  test.each([
    ['an RSA key', { ...signingKey, privateKey: otherKey('rsa') }, 'social.apple.privateKey'],
    ['a P-384 key', { ...signingKey, privateKey: otherKey('ec', 'P-384') }, 'social.apple.privateKey'],
    [
      'a public key',
      { ...signingKey, privateKey: publicKey.export({ format: 'pem', type: 'spki' }) },
      'social.apple.privateKey',
    ],
    [
      'text that is no key',
      { ...signingKey, privateKey: 'AuthKey_KEY1234567.p8' },
      'social.apple.privateKey',
    ],
    [
      'both a client secret and a key',
      { ...signingKey, privateKey: pem, clientSecret: 'eyJ.a.b' },
      'social.apple.clientSecret',
    ],
    [
      'no team id',
      { clientId: 'com.example.web', keyId: 'KEY1234567', privateKey: pem },
      'social.apple.teamId',
    ],
    [
      'no key id',
      { clientId: 'com.example.web', teamId: 'A1B2C3D4E5', privateKey: pem },
      'social.apple.keyId',
    ],
    [
      "the key file's name as key id",
      { ...signingKey, keyId: 'AuthKey_KEY1234567', privateKey: pem },
      'social.apple.keyId',
    ],
    ['a lower-case team id', { ...signingKey, teamId: 'a1b2c3d4e5', privateKey: pem }, 'social.apple.teamId'],
    ['ids but no key', signingKey, 'social.apple.privateKey'],
    [
      'both a key and a key file',
      { ...signingKey, privateKey: pem, privateKeyFile: '/k.p8' },
      'social.apple.privateKeyFile',
    ],
    [
      'a key file that is not there',
      { ...signingKey, privateKeyFile: '/nowhere/AuthKey.p8' },
      'social.apple.privateKeyFile',
    ],
    ['neither a secret nor a key', { clientId: 'com.example.web' }, 'social.apple.clientSecret'],
  ])('refuses %s, naming %s', (_case, apple, field) => {
    let error: unknown
    try {
      resolveSocialLogin({ apple })
    } catch (caught) {
      error = caught
    }
    expect(error).toMatchObject({ name: 'WalletServerConfigError', field })
    // The message names the field and never quotes the key.
    expect(String((error as Error).message)).toContain(field)
    expect(String((error as Error).message)).not.toContain('PRIVATE KEY')
  })

  test("another provider refuses Apple's key fields", () => {
    expect(() =>
      resolveSocialLogin({ google: { clientId: 'a', clientSecret: 'b', teamId: 'A1B2C3D4E5' } }),
    ).toThrow(expect.objectContaining({ field: 'social.google.teamId' }))
  })
})
