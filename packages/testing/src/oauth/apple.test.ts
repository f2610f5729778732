import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appleAudience, appleClientSecretMaxLifetimeSeconds } from './appleClientSecretCheck.js'
import { IdentityProviderOptionsError } from './errors.js'
import { pkcePair, postForm, signEs256Jwt, verifiedIdTokenClaims, withQuery } from './oauthTestClient.js'
import { pressLoginButton } from './pressLoginButton.js'
import { type OpenIdProvider, startOpenIdProvider } from './startOpenIdProvider.js'
import type { TestAccount, TestClient } from './testIdentity.js'

const redirectUri = 'http://127.0.0.1:9/auth/v1/social/callback/apple'
const client: TestClient = {
  clientId: 'dev.latchkit.rig',
  clientSecret: 'apple-client-secret',
  redirectUris: [redirectUri],
  tokenEndpointAuthMethod: 'client_secret_post',
}
const alice: TestAccount = {
  subject: '001234.abcdef0123456789abcdef0123456789.1234',
  name: 'Alice Lovelace',
  email: 'alice@privaterelay.appleid.com',
}

describe('the rig Apple', () => {
  let apple: OpenIdProvider
  beforeAll(async () => {
    apple = await startOpenIdProvider({ flavour: 'apple', clients: [client], accounts: [alice] })
  })
  afterAll(() => apple.stop())

  const authorization = (extra: Record<string, string>) =>
    withQuery(`${apple.url}/auth/authorize`, {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      // As Apple's documentation shows it: `openid` is implied.
      scope: 'name email',
      state: 'state-apple',
      nonce: 'nonce-apple',
      ...extra,
    })

  it('refuses a client that would send its secret by HTTP Basic, which Apple does not accept', async () => {
    await expect(
      startOpenIdProvider({
        flavour: 'apple',
        clients: [{ ...client, tokenEndpointAuthMethod: 'client_secret_basic' }],
        accounts: [alice],
      }),
    ).rejects.toBeInstanceOf(IdentityProviderOptionsError)
  })

  it('answers by form_post, and its ID token says email_verified and is_private_email as strings, without a name', async () => {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(
      authorization({ response_mode: 'form_post', code_challenge: challenge, code_challenge_method: 'S256' }),
      'Sign in as Alice Lovelace',
    )
    if (outcome.kind !== 'form_post') throw new Error('Apple posts its answer when scopes are asked')
    expect(outcome.action.toString()).toBe(redirectUri)
    expect(outcome.fields.get('state')).toBe('state-apple')
    const response = await postForm(`${apple.url}/auth/token`, {
      grant_type: 'authorization_code',
      code: outcome.fields.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    })
    expect(response.status).toBe(200)
    const { id_token } = (await response.json()) as { id_token: string }
    const claims = await verifiedIdTokenClaims(apple.issuer, id_token)
    expect(claims).toMatchObject({
      iss: apple.issuer,
      aud: client.clientId,
      sub: alice.subject,
      nonce: 'nonce-apple',
      email: 'alice@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
    })
    expect(claims).not.toHaveProperty('name')
    expect(apple.requests.at(-1)).toMatchObject({ clientAuthentication: 'client_secret_post', status: 200 })
  })

  it('refuses the email scope without form_post, and posts access_denied back when the visitor cancels', async () => {
    const { challenge } = pkcePair()
    const byQuery = await pressLoginButton(
      authorization({ code_challenge: challenge, code_challenge_method: 'S256' }),
      'Sign in as Alice Lovelace',
    )
    expect(byQuery.kind === 'redirect' && byQuery.url.searchParams.get('error')).toBe('invalid_request')
    const cancelled = await pressLoginButton(
      authorization({ response_mode: 'form_post', code_challenge: challenge, code_challenge_method: 'S256' }),
      'Cancel',
    )
    expect(cancelled.kind === 'form_post' && Object.fromEntries(cancelled.fields)).toMatchObject({
      error: 'access_denied',
      state: 'state-apple',
    })
  })

  it('publishes Apple’s endpoint paths and client_secret_post alone', async () => {
    const discovery = (await (await fetch(`${apple.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >
    expect(discovery).toMatchObject({
      authorization_endpoint: `${apple.url}/auth/authorize`,
      token_endpoint: `${apple.url}/auth/token`,
      jwks_uri: `${apple.url}/auth/keys`,
      token_endpoint_auth_methods_supported: ['client_secret_post'],
    })
    expect(discovery).not.toHaveProperty('userinfo_endpoint')
  })
})

describe("the rig Apple, with a client registered by its key (Apple's real client secret)", () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const impostor = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
  const keyed: TestClient = {
    clientId: 'dev.latchkit.keyed',
    redirectUris: [redirectUri],
    tokenEndpointAuthMethod: 'client_secret_post',
    appleKey: { teamId: 'TEAM123456', keyId: 'KEY0000001', publicKey },
  }
  let apple: OpenIdProvider
  beforeAll(async () => {
    apple = await startOpenIdProvider({ flavour: 'apple', clients: [keyed], accounts: [alice] })
  })
  afterAll(() => apple?.stop())

  const now = () => Math.floor(Date.now() / 1000)
  const header = { alg: 'ES256', kid: 'KEY0000001' }
  const claims = () => ({
    iss: 'TEAM123456',
    iat: now(),
    exp: now() + 300,
    aud: appleAudience,
    sub: keyed.clientId,
  })

  /** Signs in as Alice and redeems the code with `clientSecret`, as the wallet service does. */
  async function redeem(clientSecret: string) {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(
      withQuery(`${apple.url}/auth/authorize`, {
        response_type: 'code',
        response_mode: 'form_post',
        client_id: keyed.clientId,
        redirect_uri: redirectUri,
        scope: 'email',
        state: 'state-keyed',
        nonce: 'nonce-keyed',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      'Sign in as Alice Lovelace',
    )
    if (outcome.kind !== 'form_post') throw new Error('Apple posts its answer when scopes are asked')
    const response = await postForm(`${apple.url}/auth/token`, {
      grant_type: 'authorization_code',
      code: outcome.fields.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: keyed.clientId,
      client_secret: clientSecret,
    })
    return { response, record: apple.requests.at(-1) }
  }

  it('accepts a client secret the client signed with its key, and records it as a JWT without its signature', async () => {
    const secret = signEs256Jwt(header, claims(), privateKey)
    const { response, record } = await redeem(secret)
    expect(response.status).toBe(200)
    const { id_token } = (await response.json()) as { id_token: string }
    expect(await verifiedIdTokenClaims(apple.issuer, id_token)).toMatchObject({
      aud: keyed.clientId,
      sub: alice.subject,
    })
    expect(record).toMatchObject({
      clientAuthentication: 'client_secret_post',
      clientId: keyed.clientId,
      clientSecretJwt: { header, claims: { iss: 'TEAM123456', sub: keyed.clientId, aud: appleAudience } },
      status: 200,
    })
    expect(JSON.stringify(record)).not.toContain(secret.split('.')[2])
  })

  it('accepts a secret of the full six months Apple allows', async () => {
    const issued = now()
    const secret = signEs256Jwt(
      header,
      { ...claims(), iat: issued, exp: issued + appleClientSecretMaxLifetimeSeconds },
      privateKey,
    )
    expect((await redeem(secret)).response.status).toBe(200)
  })

  it.each([
    [
      'signed by another key',
      () => signEs256Jwt(header, claims(), impostor),
      "the signature is not the key's",
    ],
    [
      'signed DER-encoded, not as JOSE',
      () => signEs256Jwt(header, claims(), privateKey, 'der'),
      "the signature is not the key's",
    ],
    [
      'naming another key id',
      () => signEs256Jwt({ ...header, kid: 'KEY0000002' }, claims(), privateKey),
      'kid names another key',
    ],
    [
      'of another algorithm',
      () => signEs256Jwt({ ...header, alg: 'ES384' }, claims(), privateKey),
      'alg is ES384, not ES256',
    ],
    [
      'issued by another team',
      () => signEs256Jwt(header, { ...claims(), iss: 'TEAM654321' }, privateKey),
      'iss is not the team id',
    ],
    [
      'for another client',
      () => signEs256Jwt(header, { ...claims(), sub: 'dev.latchkit.other' }, privateKey),
      'sub is not the client id',
    ],
    [
      'for another audience',
      () => signEs256Jwt(header, { ...claims(), aud: 'https://apple.com' }, privateKey),
      `aud is not ${appleAudience}`,
    ],
    [
      'expired',
      () => signEs256Jwt(header, { ...claims(), iat: now() - 600, exp: now() - 1 }, privateKey),
      'it has expired',
    ],
    [
      'living longer than six months',
      () =>
        signEs256Jwt(
          header,
          { ...claims(), exp: now() + appleClientSecretMaxLifetimeSeconds + 60 },
          privateKey,
        ),
      'it lives longer than six months',
    ],
    ['a fixed string', () => 'apple-client-secret', 'not a compact JWT with a JSON header and claims'],
  ])(
    'refuses a client secret %s with 400 {"error":"invalid_client"}, as Apple does',
    async (_case, secretOf, refusal) => {
      const { response, record } = await redeem(secretOf())
      expect(response.status).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.text()).toBe('{"error":"invalid_client"}')
      expect(record).toMatchObject({ clientId: keyed.clientId, status: 400, refusal })
    },
  )

  it('refuses a key that is not P-256, and a key at Google', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey
    const withRsa: TestClient = {
      ...keyed,
      appleKey: { teamId: 'TEAM123456', keyId: 'KEY0000001', publicKey: rsa },
    }
    await expect(
      startOpenIdProvider({ flavour: 'apple', clients: [withRsa], accounts: [alice] }),
    ).rejects.toBeInstanceOf(IdentityProviderOptionsError)
    await expect(
      startOpenIdProvider({ flavour: 'google', clients: [keyed], accounts: [alice] }),
    ).rejects.toBeInstanceOf(IdentityProviderOptionsError)
  })
})
