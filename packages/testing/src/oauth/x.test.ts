import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { basicAuthorization, pkcePair, postForm, withQuery } from './oauthTestClient.js'
import { pressLoginButton } from './pressLoginButton.js'
import { type OAuthProvider, startOAuthProvider } from './startOAuthProvider.js'

const redirectUri = 'http://127.0.0.1:9/auth/v1/social/callback/x'
const client = { clientId: 'cmlnLXgtY2xpZW50', clientSecret: 'x-client-secret', redirectUris: [redirectUri] }
const alice = { subject: '1460000000000000001', name: 'Alice Lovelace', username: 'alice_l' }

describe('the rig X', () => {
  let x: OAuthProvider
  beforeAll(async () => {
    x = await startOAuthProvider({ flavour: 'x', clients: [client], accounts: [alice] })
  })
  afterAll(() => x.stop())

  const authorization = (challenge?: string) =>
    withQuery(x.endpoints.authorization, {
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      scope: 'tweet.read users.read',
      state: 'state-x',
      ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    })

  async function signIn() {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(authorization(challenge), 'Sign in as Alice Lovelace')
    if (outcome.kind !== 'redirect') throw new Error('X answers by redirect')
    expect(outcome.url.searchParams.get('state')).toBe('state-x')
    return { code: outcome.url.searchParams.get('code') ?? '', verifier }
  }

  const exchange = (fields: Record<string, string>, secret = client.clientSecret) =>
    postForm(
      x.endpoints.token,
      { grant_type: 'authorization_code', redirect_uri: redirectUri, ...fields },
      { authorization: basicAuthorization(client.clientId, secret) },
    )

  it('exchanges the code with HTTP Basic and the verifier, then reads /2/users/me', async () => {
    const { code, verifier } = await signIn()
    const token = (await (await exchange({ code, code_verifier: verifier })).json()) as Record<
      string,
      unknown
    >
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: 'tweet.read users.read' })
    expect(token).not.toHaveProperty('refresh_token')
    const me = await fetch(x.endpoints.user, {
      headers: { authorization: `Bearer ${String(token.access_token)}` },
    })
    expect(await me.json()).toEqual({
      data: { id: '1460000000000000001', name: 'Alice Lovelace', username: 'alice_l' },
    })
    expect(x.requests.at(-1)).toMatchObject({
      clientAuthentication: 'client_secret_basic',
      clientId: client.clientId,
    })
  })

  it('requires PKCE: a request without a code challenge goes back to the site as invalid_request', async () => {
    const outcome = await pressLoginButton(authorization(), 'Sign in as Alice Lovelace')
    expect(outcome.kind === 'redirect' && Object.fromEntries(outcome.url.searchParams)).toMatchObject({
      error: 'invalid_request',
      state: 'state-x',
    })
  })

  it('refuses a secret sent in the body, a wrong verifier, another redirect URI and a used code', async () => {
    const { code, verifier } = await signIn()
    const inBody = await postForm(x.endpoints.token, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    })
    expect(inBody.status).toBe(401)
    expect(await inBody.json()).toEqual({
      error: 'unauthorized_client',
      error_description: 'Missing valid authorization header',
    })
    expect((await exchange({ code, code_verifier: verifier }, 'guess')).status).toBe(401)

    const description = async (response: Response) => {
      expect(response.status).toBe(400)
      return ((await response.json()) as { error_description: string }).error_description
    }
    expect(await description(await exchange({ code, code_verifier: pkcePair().verifier }))).toBe(
      'Value passed for the code verifier did not match the code challenge.',
    )
    expect(
      await description(
        await exchange({ code, code_verifier: verifier, redirect_uri: `${redirectUri}/other` }),
      ),
    ).toBe('Value passed for the redirect uri did not match the uri of the authorization code.')
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(200)
    expect(await description(await exchange({ code, code_verifier: verifier }))).toBe(
      'Value passed for the authorization code was invalid.',
    )
  })

  it('sends a visitor who cancels back with access_denied', async () => {
    const outcome = await pressLoginButton(authorization(pkcePair().challenge), 'Cancel')
    expect(outcome.kind === 'redirect' && Object.fromEntries(outcome.url.searchParams)).toEqual({
      error: 'access_denied',
      state: 'state-x',
    })
  })
})
