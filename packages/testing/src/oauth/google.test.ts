import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  basicAuthorization,
  pkcePair,
  postForm,
  verifiedIdTokenClaims,
  withQuery,
} from './oauthTestClient.js'
import { pressLoginButton } from './pressLoginButton.js'
import { type OpenIdProvider, startOpenIdProvider } from './startOpenIdProvider.js'
import type { TestAccount, TestClient } from './testIdentity.js'

const redirectUri = 'http://127.0.0.1:9/auth/v1/social/callback/google'
const basicClient: TestClient = {
  clientId: 'rig.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-rig-basic',
  redirectUris: [redirectUri],
}
const postClient: TestClient = {
  clientId: 'rig-post.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-rig-post',
  redirectUris: [redirectUri],
  tokenEndpointAuthMethod: 'client_secret_post',
}
const alice: TestAccount = {
  subject: '110169484474386276334',
  name: 'Alice Lovelace',
  email: 'alice@example.test',
}
const bob: TestAccount = {
  subject: '110169484474386276335',
  name: 'Bob Byron',
  email: 'bob@example.test',
  emailVerified: false,
}

describe('the rig Google', () => {
  let google: OpenIdProvider
  beforeAll(async () => {
    google = await startOpenIdProvider({
      flavour: 'google',
      clients: [basicClient, postClient],
      accounts: [alice, bob],
    })
  })
  afterAll(() => google.stop())

  const authorization = (client: TestClient, extra: Record<string, string>) =>
    withQuery(`${google.url}/o/oauth2/v2/auth`, {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 'state-google',
      nonce: 'nonce-google',
      ...extra,
    })

  async function signIn(client: TestClient, name: string) {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(
      authorization(client, { code_challenge: challenge, code_challenge_method: 'S256' }),
      `Sign in as ${name}`,
    )
    if (outcome.kind !== 'redirect') throw new Error('Google answers by redirect')
    expect(`${outcome.url.origin}${outcome.url.pathname}`).toBe(redirectUri)
    expect(outcome.url.searchParams.get('state')).toBe('state-google')
    return { code: outcome.url.searchParams.get('code') ?? '', verifier }
  }

  const exchange = (fields: Record<string, string>, secret = basicClient.clientSecret) =>
    postForm(
      `${google.url}/token`,
      { grant_type: 'authorization_code', redirect_uri: redirectUri, ...fields },
      { authorization: basicAuthorization(basicClient.clientId, secret) },
    )

  it('publishes a discovery document with Google’s endpoint paths, code flow only, S256 and RS256', async () => {
    const discovery = (await (
      await fetch(`${google.url}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer: google.issuer,
      authorization_endpoint: `${google.url}/o/oauth2/v2/auth`,
      token_endpoint: `${google.url}/token`,
      jwks_uri: `${google.url}/oauth2/v3/certs`,
      userinfo_endpoint: `${google.url}/v1/userinfo`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
    })
  })

  it('signs Alice in: a code for the verifier, an RS256 ID token with the nonce and a boolean email_verified', async () => {
    const { code, verifier } = await signIn(basicClient, 'Alice Lovelace')
    const response = await exchange({ code, code_verifier: verifier })
    expect(response.status).toBe(200)
    const tokens = (await response.json()) as { id_token: string; token_type: string }
    expect(tokens.token_type).toBe('Bearer')
    const claims = await verifiedIdTokenClaims(google.issuer, tokens.id_token)
    expect(claims).toMatchObject({
      iss: google.issuer,
      aud: basicClient.clientId,
      sub: alice.subject,
      nonce: 'nonce-google',
      email: 'alice@example.test',
      email_verified: true,
      name: 'Alice Lovelace',
    })
    const recorded = google.requests.at(-1)
    expect(recorded).toMatchObject({
      clientAuthentication: 'client_secret_basic',
      clientId: basicClient.clientId,
      status: 200,
    })
    expect(recorded?.parameters).toMatchObject({ code, code_verifier: verifier })
  })

  it('takes the secret in the form from a client_secret_post client, and says an address is unverified', async () => {
    const { code, verifier } = await signIn(postClient, 'Bob Byron')
    const response = await postForm(`${google.url}/token`, {
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
      client_id: postClient.clientId,
      client_secret: postClient.clientSecret,
    })
    const { id_token } = (await response.json()) as { id_token: string }
    expect(await verifiedIdTokenClaims(google.issuer, id_token)).toMatchObject({
      sub: bob.subject,
      email_verified: false,
    })
    expect(google.requests.at(-1)).toMatchObject({ clientAuthentication: 'client_secret_post', status: 200 })
    expect(google.requests.at(-1)?.parameters).not.toHaveProperty('client_secret')
  })

  it('requires PKCE, and sends a visitor who cancels back with access_denied', async () => {
    const withoutPkce = await pressLoginButton(authorization(basicClient, {}), 'Sign in as Alice Lovelace')
    expect(withoutPkce.kind === 'redirect' && withoutPkce.url.searchParams.get('error')).toBe(
      'invalid_request',
    )
    const cancelled = await pressLoginButton(
      authorization(basicClient, { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
      'Cancel',
    )
    expect(cancelled.kind === 'redirect' && Object.fromEntries(cancelled.url.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 'state-google',
    })
  })

  it('refuses a wrong verifier, a wrong secret, another redirect URI and a used code', async () => {
    const { code } = await signIn(basicClient, 'Alice Lovelace')
    const refusal = async (response: Response) => [
      response.status,
      ((await response.json()) as { error: string }).error,
    ]
    expect(await refusal(await exchange({ code, code_verifier: pkcePair().verifier }))).toEqual([
      400,
      'invalid_grant',
    ])

    const second = await signIn(basicClient, 'Alice Lovelace')
    expect(
      await refusal(await exchange({ code: second.code, code_verifier: second.verifier }, 'guess')),
    ).toEqual([401, 'invalid_client'])
    expect(
      await refusal(
        await exchange({
          code: second.code,
          code_verifier: second.verifier,
          redirect_uri: `${redirectUri}/other`,
        }),
      ),
    ).toEqual([400, 'invalid_grant'])
    expect((await exchange({ code: second.code, code_verifier: second.verifier })).status).toBe(200)
    expect(await refusal(await exchange({ code: second.code, code_verifier: second.verifier }))).toEqual([
      400,
      'invalid_grant',
    ])
  })
})
