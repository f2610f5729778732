import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IdentityProviderOptionsError } from './errors.js'
import { pkcePair, postForm, withQuery } from './oauthTestClient.js'
import { pressLoginButton } from './pressLoginButton.js'
import { type OAuthProvider, startOAuthProvider } from './startOAuthProvider.js'
import type { TestAccount } from './testIdentity.js'

const redirectUri = 'http://127.0.0.1:9/auth/v1/social/callback/github'
const client = {
  clientId: 'Ov23liRigClient',
  clientSecret: 'github-client-secret',
  redirectUris: [redirectUri],
}
const alice: TestAccount = {
  subject: '1001',
  name: 'Alice Lovelace',
  username: 'alice',
  email: 'alice@example.test',
}
const bob: TestAccount = {
  subject: '1002',
  name: 'Bob Byron',
  email: 'bob@example.test',
  emailVerified: false,
}

describe('the rig GitHub', () => {
  let github: OAuthProvider
  beforeAll(async () => {
    github = await startOAuthProvider({ flavour: 'github', clients: [client], accounts: [alice, bob] })
  })
  afterAll(() => github.stop())

  /** Signs `name` in at the login page and returns the code GitHub sent back, with its verifier. */
  async function signIn(name: string, scope = 'read:user user:email') {
    const { verifier, challenge } = pkcePair()
    const outcome = await pressLoginButton(
      withQuery(github.endpoints.authorization, {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        scope,
        state: 'state-github',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      `Sign in as ${name}`,
    )
    if (outcome.kind !== 'redirect') throw new Error('GitHub answers by redirect')
    expect(`${outcome.url.origin}${outcome.url.pathname}`).toBe(redirectUri)
    expect(outcome.url.searchParams.get('state')).toBe('state-github')
    return { code: outcome.url.searchParams.get('code') ?? '', verifier }
  }

  const exchange = (fields: Record<string, string>, accept?: string) =>
    postForm(
      github.endpoints.token,
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uri: redirectUri,
        ...fields,
      },
      accept ? { accept } : {},
    )

  const api = (address: string, token: string) =>
    fetch(address, { headers: { authorization: `Bearer ${token}`, 'user-agent': 'latchkit-test' } })

  it('signs Alice in with PKCE: a form-encoded token, her numeric id and login, her verified primary address', async () => {
    const { code, verifier } = await signIn('Alice Lovelace')
    const response = await exchange({ code, code_verifier: verifier })
    expect(response.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    const token = new URLSearchParams(await response.text())
    expect(token.get('access_token')).toMatch(/^gho_/)
    expect(token.get('token_type')).toBe('bearer')
    expect(token.get('scope')).toBe('read:user,user:email')

    const user = (await (await api(github.endpoints.user, token.get('access_token') ?? '')).json()) as Record<
      string,
      unknown
    >
    expect(user).toMatchObject({
      id: 1001,
      login: 'alice',
      name: 'Alice Lovelace',
      type: 'User',
      email: null,
    })
    const emails = await (await api(github.endpoints.emails ?? '', token.get('access_token') ?? '')).json()
    expect(emails).toEqual([
      { email: 'alice@example.test', primary: true, verified: true, visibility: 'private' },
      { email: '1001+alice@users.noreply.github.com', primary: false, verified: true, visibility: null },
    ])

    const recorded = github.requests.at(-1)
    expect(recorded).toMatchObject({
      clientAuthentication: 'client_secret_post',
      clientId: client.clientId,
      status: 200,
    })
    expect(recorded?.parameters).toMatchObject({ code, code_verifier: verifier })
    expect(recorded?.parameters).not.toHaveProperty('client_secret')
  })

  it('answers JSON to a client that accepts it, and says an address is unverified', async () => {
    const { code, verifier } = await signIn('Bob Byron')
    const token = (await (await exchange({ code, code_verifier: verifier }, 'application/json')).json()) as {
      access_token: string
    }
    const emails = (await (await api(github.endpoints.emails ?? '', token.access_token)).json()) as unknown[]
    expect(emails[0]).toEqual({
      email: 'bob@example.test',
      primary: true,
      verified: false,
      visibility: 'private',
    })
  })

  it('sends a visitor who cancels back with access_denied', async () => {
    const outcome = await pressLoginButton(
      withQuery(github.endpoints.authorization, {
        client_id: client.clientId,
        redirect_uri: redirectUri,
        state: 's1',
      }),
      'Cancel',
    )
    expect(outcome.kind === 'redirect' && Object.fromEntries(outcome.url.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 's1',
    })
  })

  it('refuses a wrong verifier, a used code, a wrong secret and another redirect URI, with HTTP 200 as GitHub does', async () => {
    const refusal = async (response: Response) => {
      expect(response.status).toBe(200)
      return ((await response.json()) as { error: string }).error
    }
    const { code, verifier } = await signIn('Alice Lovelace')
    expect(
      await refusal(await exchange({ code, code_verifier: pkcePair().verifier }, 'application/json')),
    ).toBe('bad_verification_code')
    expect(
      await refusal(
        await exchange({ code, code_verifier: verifier, client_secret: 'guess' }, 'application/json'),
      ),
    ).toBe('incorrect_client_credentials')
    expect(
      await refusal(
        await exchange(
          { code, code_verifier: verifier, redirect_uri: 'http://127.0.0.1:9/elsewhere' },
          'application/json',
        ),
      ),
    ).toBe('redirect_uri_mismatch')
    expect(
      (await (await exchange({ code, code_verifier: verifier }, 'application/json')).json()) as object,
    ).toHaveProperty('access_token')
    expect(await refusal(await exchange({ code, code_verifier: verifier }, 'application/json'))).toBe(
      'bad_verification_code',
    )
  })

  it('refuses to start with an account whose id is not a number, as GitHub ids are', async () => {
    await expect(
      startOAuthProvider({
        flavour: 'github',
        clients: [client],
        accounts: [{ ...alice, subject: 'alice' }],
      }),
    ).rejects.toBeInstanceOf(IdentityProviderOptionsError)
  })

  it('hides the addresses without the user:email scope and refuses an API call without a User-Agent', async () => {
    const { code, verifier } = await signIn('Alice Lovelace', 'read:user')
    const token =
      new URLSearchParams(await (await exchange({ code, code_verifier: verifier })).text()).get(
        'access_token',
      ) ?? ''
    expect((await api(github.endpoints.emails ?? '', token)).status).toBe(404)
    const anonymous = await fetch(github.endpoints.user, {
      headers: { authorization: `Bearer ${token}`, 'user-agent': '' },
    })
    expect(anonymous.status).toBe(403)
    expect((await api(github.endpoints.user, 'gho_forged')).status).toBe(401)
  })
})
