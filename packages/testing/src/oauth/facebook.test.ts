import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pkcePair, withQuery } from './oauthTestClient.js'
import { pressLoginButton } from './pressLoginButton.js'
import { type OAuthProvider, startOAuthProvider } from './startOAuthProvider.js'
import type { TestAccount } from './testIdentity.js'

const redirectUri = 'http://127.0.0.1:9/auth/v1/social/callback/facebook'
const client = { clientId: '1234567890', clientSecret: 'facebook-app-secret', redirectUris: [redirectUri] }
const alice: TestAccount = {
  subject: '10160000000000001',
  name: 'Alice Lovelace',
  email: 'alice@example.test',
}
const bob: TestAccount = {
  subject: '10160000000000002',
  name: 'Bob Byron',
  email: 'bob@example.test',
  emailVerified: false,
}

type GraphError = {
  error: { message: string; type: string; code: number; error_subcode?: number; fbtrace_id: string }
}

describe('the rig Facebook', () => {
  let facebook: OAuthProvider
  beforeAll(async () => {
    facebook = await startOAuthProvider({ flavour: 'facebook', clients: [client], accounts: [alice, bob] })
  })
  afterAll(() => facebook.stop())

  async function signIn(name: string) {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(
      withQuery(facebook.endpoints.authorization, {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email,public_profile',
        state: 'state-facebook',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      `Sign in as ${name}`,
    )
    if (outcome.kind !== 'redirect') throw new Error('Facebook answers by redirect')
    expect(outcome.url.hash).toBe('#_=_')
    return { code: outcome.url.searchParams.get('code') ?? '', verifier }
  }

  const exchange = (fields: Record<string, string>) =>
    fetch(
      withQuery(facebook.endpoints.token, {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: redirectUri,
        ...fields,
      }),
    )

  const me = async (token: string) =>
    (await (
      await fetch(withQuery(facebook.endpoints.user, { fields: 'id,name,email', access_token: token }))
    ).json()) as Record<string, unknown>

  it('exchanges the code by GET with the app secret and the verifier, then reads id, name and email from /me', async () => {
    const { code, verifier } = await signIn('Alice Lovelace')
    const token = (await (await exchange({ code, code_verifier: verifier })).json()) as Record<
      string,
      unknown
    >
    expect(token).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) })
    expect(await me(String(token.access_token))).toEqual({
      id: '10160000000000001',
      name: 'Alice Lovelace',
      email: 'alice@example.test',
    })
    expect(facebook.requests.at(-1)).toMatchObject({
      method: 'GET',
      clientAuthentication: 'client_secret_post',
      status: 200,
    })
  })

  it('leaves out an address Facebook has not confirmed', async () => {
    const { code, verifier } = await signIn('Bob Byron')
    const token = (await (await exchange({ code, code_verifier: verifier })).json()) as {
      access_token: string
    }
    expect(await me(token.access_token)).toEqual({ id: '10160000000000002', name: 'Bob Byron' })
  })

  it('sends a visitor who cancels back with error_reason=user_denied', async () => {
    const outcome = await pressLoginButton(
      withQuery(facebook.endpoints.authorization, {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        state: 's2',
      }),
      'Cancel',
    )
    expect(outcome.kind === 'redirect' && Object.fromEntries(outcome.url.searchParams)).toEqual({
      error_reason: 'user_denied',
      error: 'access_denied',
      error_description: 'Permissions error.',
      state: 's2',
    })
  })

  it('refuses a wrong verifier, a wrong secret, another redirect URI and a used code with Graph API errors', async () => {
    const refusal = async (response: Response) => {
      expect(response.status).toBe(400)
      const { error } = (await response.json()) as GraphError
      expect(error.type).toBe('OAuthException')
      return [error.code, error.error_subcode]
    }
    const { code, verifier } = await signIn('Alice Lovelace')
    expect(await refusal(await exchange({ code, code_verifier: pkcePair().verifier }))).toEqual([
      100,
      undefined,
    ])
    expect(await refusal(await exchange({ code, code_verifier: verifier, client_secret: 'guess' }))).toEqual([
      1,
      undefined,
    ])
    expect(
      await refusal(
        await exchange({ code, code_verifier: verifier, redirect_uri: 'http://127.0.0.1:9/elsewhere' }),
      ),
    ).toEqual([100, 36008])
    expect((await exchange({ code, code_verifier: verifier })).status).toBe(200)
    expect(await refusal(await exchange({ code, code_verifier: verifier }))).toEqual([100, 36009])
  })

  it('refuses /me without a token, with a forged one, and for a field a User does not have', async () => {
    const { code, verifier } = await signIn('Alice Lovelace')
    const token = (await (await exchange({ code, code_verifier: verifier })).json()) as {
      access_token: string
    }
    expect(await me('EAAforged')).toMatchObject({ error: { code: 190 } })
    expect(await (await fetch(facebook.endpoints.user)).json()).toMatchObject({ error: { code: 2500 } })
    const unknownField = await fetch(
      withQuery(facebook.endpoints.user, { fields: 'id,wallet', access_token: token.access_token }),
    )
    expect(await unknownField.json()).toMatchObject({ error: { code: 100 } })
  })
})
