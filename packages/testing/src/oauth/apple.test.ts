import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdentityProviderOptionsError } from './errors.js'
import { pkcePair, postForm, verifiedIdTokenClaims, withQuery } from './oauthTestClient.js'
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
