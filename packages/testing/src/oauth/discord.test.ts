import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { basicAuthorization, pkcePair, postForm, withQuery } from './oauthTestClient.js'
import { pressLoginButton } from './pressLoginButton.js'
import { type OAuthProvider, startOAuthProvider } from './startOAuthProvider.js'

const redirectUri = 'http://127.0.0.1:9/auth/v1/social/callback/discord'
const client = {
  clientId: '1300000000000000000',
  clientSecret: 'discord-client-secret',
  redirectUris: [redirectUri],
}
const alice = {
  subject: '80351110224678912',
  name: 'Alice Lovelace',
  username: 'alice.l',
  email: 'alice@example.test',
}

describe('the rig Discord', () => {
  let discord: OAuthProvider
  beforeAll(async () => {
    discord = await startOAuthProvider({ flavour: 'discord', clients: [client], accounts: [alice] })
  })
  afterAll(() => discord.stop())

  async function signIn(scope = 'identify email') {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(
      withQuery(discord.endpoints.authorization, {
        response_type: 'code',
        client_id: client.clientId,
        scope,
        state: 'state-discord',
        redirect_uri: redirectUri,
        prompt: 'consent',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      'Sign in as Alice Lovelace',
    )
    if (outcome.kind !== 'redirect') throw new Error('Discord answers by redirect')
    expect(outcome.url.searchParams.get('state')).toBe('state-discord')
    return { code: outcome.url.searchParams.get('code') ?? '', verifier }
  }

  const exchange = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(
      discord.endpoints.token,
      { grant_type: 'authorization_code', redirect_uri: redirectUri, ...fields },
      headers,
    )
  const basic = { authorization: basicAuthorization(client.clientId, client.clientSecret) }

  it('exchanges the code with HTTP Basic and reads /users/@me with the email scope', async () => {
    const { code, verifier } = await signIn()
    const token = (await (await exchange({ code, code_verifier: verifier }, basic)).json()) as Record<
      string,
      unknown
    >
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 604800, scope: 'identify email' })
    const me = await fetch(discord.endpoints.user, {
      headers: { authorization: `Bearer ${String(token.access_token)}` },
    })
    expect(await me.json()).toMatchObject({
      id: '80351110224678912',
      username: 'alice.l',
      global_name: 'Alice Lovelace',
      discriminator: '0',
      email: 'alice@example.test',
      verified: true,
    })
  })

  it('accepts the secret in the form too, and shows no address without the email scope', async () => {
    const { code, verifier } = await signIn('identify')
    const response = await exchange({
      code,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    })
    const token = (await response.json()) as { access_token: string }
    expect(discord.requests.at(-1)).toMatchObject({ clientAuthentication: 'client_secret_post', status: 200 })
    const me = (await (
      await fetch(discord.endpoints.user, { headers: { authorization: `Bearer ${token.access_token}` } })
    ).json()) as Record<string, unknown>
    expect(me).not.toHaveProperty('email')
    expect(me).not.toHaveProperty('verified')
  })

  it('refuses a wrong verifier, a wrong secret, another redirect URI and a used code', async () => {
    const { code, verifier } = await signIn()
    const refusal = async (response: Response) => [response.status, await response.json()]
    expect(await refusal(await exchange({ code, code_verifier: pkcePair().verifier }, basic))).toEqual([
      400,
      { error: 'invalid_request', error_description: 'Invalid "code_verifier"' },
    ])
    const wrongSecret = { authorization: basicAuthorization(client.clientId, 'guess') }
    expect(await refusal(await exchange({ code, code_verifier: verifier }, wrongSecret))).toEqual([
      401,
      { error: 'invalid_client' },
    ])
    expect(
      await refusal(
        await exchange({ code, code_verifier: verifier, redirect_uri: `${redirectUri}/other` }, basic),
      ),
    ).toEqual([400, { error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' }])
    expect((await exchange({ code, code_verifier: verifier }, basic)).status).toBe(200)
    expect(await refusal(await exchange({ code, code_verifier: verifier }, basic))).toEqual([
      400,
      { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
    ])
    expect(
      (await fetch(discord.endpoints.user, { headers: { authorization: 'Bearer forged' } })).status,
    ).toBe(401)
  })

  it('sends a visitor who cancels back with access_denied', async () => {
    const outcome = await pressLoginButton(
      withQuery(discord.endpoints.authorization, {
        response_type: 'code',
        client_id: client.clientId,
        scope: 'identify',
        state: 's3',
        redirect_uri: redirectUri,
      }),
      'Cancel',
    )
    expect(outcome.kind === 'redirect' && Object.fromEntries(outcome.url.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 's3',
    })
  })
})
