import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createProviderKeys } from './providerKeys.js'
import { verifyIdToken } from './verifyIdToken.js'

// A provider's keys served over HTTP as a JWKS, and ID tokens signed with them as a provider does.
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const issuer = 'https://accounts.example.test'
const clientId = 'wallet-service'
const nonce = 'n-0S6_WzA2Mj'
const now = new Date('2026-11-27T12:00:00Z')
const seconds = now.getTime() / 1000
let server: Server
let jwksUrl: string
let jwksRequests = 0

beforeAll(async () => {
  const keys = [
    { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rsa-1', use: 'sig', alg: 'RS256' },
    { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec-1', use: 'sig', alg: 'ES256' },
  ]
  server = createServer((_request, response) => {
    jwksRequests += 1
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ keys }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

function idToken(
  claims: Record<string, unknown>,
  options: { alg?: string; kid?: string; key?: KeyObject } = {},
): string {
  const alg = options.alg ?? 'RS256'
  const signingInput = `${part({ alg, kid: options.kid ?? 'rsa-1', typ: 'JWT' })}.${part(claims)}`
  const key = options.key ?? rsa.privateKey
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(signingInput), { key, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(signingInput), key)
  return `${signingInput}.${signature.toString('base64url')}`
}

const claims = {
  iss: issuer,
  aud: clientId,
  sub: '10769150350006150715113082367',
  email: 'jane@example.test',
  email_verified: true,
  iat: seconds - 10,
  exp: seconds + 3600,
  nonce,
}

const verifying = (token: string, keys = createProviderKeys({ provider: 'google', jwksUrl })) =>
  verifyIdToken(token, {
    provider: 'google',
    keys,
    issuers: [issuer, 'accounts.example.test'],
    clientId,
    nonce,
    now,
  })

test('an ID token signed by the provider, for this client, with the attempt nonce, gives its claims', async () => {
  await expect(verifying(idToken(claims))).resolves.toMatchObject({ sub: claims.sub, email: claims.email })
  await expect(
    verifying(idToken(claims, { alg: 'ES256', kid: 'ec-1', key: ec.privateKey })),
  ).resolves.toMatchObject({ sub: claims.sub })
})

test.each([
  ['another issuer', idToken({ ...claims, iss: 'https://evil.example.test' }), 'is from another issuer'],
  ['another client', idToken({ ...claims, aud: 'someone-else' }), 'is for another client'],
  [
    'several audiences without azp',
    idToken({ ...claims, aud: [clientId, 'other'] }),
    'is for another client',
  ],
  ['an expired token', idToken({ ...claims, exp: seconds - 120 }), 'has expired'],
  ['a token from the future', idToken({ ...claims, iat: seconds + 600 }), 'is not valid yet'],
  ['another nonce', idToken({ ...claims, nonce: 'replayed' }), 'carries another nonce'],
  ['no nonce', idToken({ ...claims, nonce: undefined }), 'carries another nonce'],
  [
    'a key the provider does not publish',
    idToken(claims, { kid: 'rsa-1', key: stranger.privateKey }),
    'has a bad signature',
  ],
  ['an unknown key id', idToken(claims, { kid: 'rsa-9' }), 'is signed with an unknown key'],
  ['alg none', `${part({ alg: 'none', kid: 'rsa-1' })}.${part(claims)}.`, 'is malformed'],
  [
    'HS256 with the public key as secret',
    idToken(claims, { alg: 'HS256' }),
    'is signed with an algorithm this service does not accept',
  ],
  ['three parts of garbage', 'a.b.c', 'is malformed'],
])('refuses %s', async (_case, token, problem) => {
  await expect(verifying(token)).rejects.toMatchObject({
    name: 'SocialProviderError',
    problem: `the ID token ${problem}`,
  })
})

test("the provider's other spelling of its issuer is accepted, and only that", async () => {
  await expect(verifying(idToken({ ...claims, iss: 'accounts.example.test' }))).resolves.toMatchObject({
    sub: claims.sub,
  })
  await expect(verifying(idToken({ ...claims, iss: 'http://accounts.example.test' }))).rejects.toMatchObject({
    problem: 'the ID token is from another issuer',
  })
})

test('several audiences are accepted when the token is authorized for this client (azp)', async () => {
  await expect(
    verifying(idToken({ ...claims, aud: [clientId, 'other'], azp: clientId })),
  ).resolves.toMatchObject({
    sub: claims.sub,
  })
})

test('an unknown key id refetches the keys at most once a minute, so forged ids cannot flood the provider', async () => {
  let clock = now.getTime()
  const keys = createProviderKeys({ provider: 'google', jwksUrl, now: () => clock })
  const before = jwksRequests
  await verifying(idToken(claims), keys)
  for (let attempt = 0; attempt < 5; attempt++)
    await expect(verifying(idToken(claims, { kid: `forged-${attempt}` }), keys)).rejects.toThrow()
  expect(jwksRequests - before).toBe(1)
  clock += 60_000
  await expect(verifying(idToken(claims, { kid: 'forged-late' }), keys)).rejects.toThrow()
  expect(jwksRequests - before).toBe(2)
})
