import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import {
  type OAuthProvider,
  type OpenIdProvider,
  pressLoginButton,
  startOAuthProvider,
  startOpenIdProvider,
  type TestAccount,
} from '@latchkit/testing/oauth'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SocialLoginConfig } from './config/socialLoginConfig.js'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import type { SocialProviderId } from './social/providers/socialProvider.js'
import { apiClient, projectId, rigConfig, siteOrigin } from './test-utils/walletServerRig.js'

// Social login end to end in Node, as SECURITY.md ("Social login") designs it: the frame's calls
// from the service's origin, the popup as a browser with its own cookies, and the rig's identity
// providers speaking each real provider's protocol (an OpenID Provider for Google and Apple, the
// others' OAuth 2 flows and user endpoints).

const jane: TestAccount = {
  subject: '583231',
  name: 'Jane Doe',
  username: 'janedoe',
  email: 'jane@example.test',
}
const clientSecret = 'rig-client-secret'
// Apple knows the service by its "Sign in with Apple" key, as a developer registers it: the rig
// keeps the public half, the service's configuration the .p8 text.
const appleKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const appleTeamId = 'TEAM4WALLT'
const appleKeyId = 'KEY4WALLT1'

let mail: MailCatcher
let server: WalletServer
const openId: Partial<Record<'google' | 'apple', OpenIdProvider>> = {}
const oauth: Partial<Record<'github' | 'facebook' | 'x' | 'discord', OAuthProvider>> = {}

/** A free port on 127.0.0.1, so the providers can know the service's redirect URIs before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

async function discover(provider: OpenIdProvider) {
  const document = (await (
    await fetch(`${provider.issuer}/.well-known/openid-configuration`)
  ).json()) as Record<string, string>
  return {
    authorization: document.authorization_endpoint as string,
    token: document.token_endpoint as string,
    jwks: document.jwks_uri as string,
    issuer: document.issuer as string,
  }
}

beforeAll(async () => {
  mail = await startMailCatcher()
  const port = await freePort()
  const serviceUrl = `http://127.0.0.1:${port}`
  const client = (provider: SocialProviderId) => ({
    clientId: `wallet-${provider}`,
    clientSecret,
    redirectUris: [`${serviceUrl}/auth/v1/social/callback/${provider}`],
  })
  ;[openId.google, openId.apple] = await Promise.all([
    startOpenIdProvider({ flavour: 'google', clients: [client('google')], accounts: [jane] }),
    startOpenIdProvider({
      flavour: 'apple',
      clients: [
        {
          clientId: 'wallet-apple',
          redirectUris: client('apple').redirectUris,
          tokenEndpointAuthMethod: 'client_secret_post',
          appleKey: { teamId: appleTeamId, keyId: appleKeyId, publicKey: appleKey.publicKey },
        },
      ],
      accounts: [jane],
    }),
  ])
  for (const flavour of ['github', 'facebook', 'x', 'discord'] as const)
    oauth[flavour] = await startOAuthProvider({ flavour, clients: [client(flavour)], accounts: [jane] })
  const social: SocialLoginConfig = {
    google: {
      clientId: 'wallet-google',
      clientSecret,
      endpoints: await discover(openId.google as OpenIdProvider),
    },
    apple: {
      clientId: 'wallet-apple',
      teamId: appleTeamId,
      keyId: appleKeyId,
      privateKey: appleKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      endpoints: await discover(openId.apple as OpenIdProvider),
    },
  }
  for (const id of ['github', 'facebook', 'x', 'discord'] as const) {
    const endpoints = (oauth[id] as OAuthProvider).endpoints
    social[id] = {
      clientId: `wallet-${id}`,
      clientSecret,
      endpoints: { authorization: endpoints.authorization, token: endpoints.token, userInfo: endpoints.user },
    }
  }
  server = await createWalletServer(rigConfig(mail, { port, social }))
}, 90_000)

afterAll(async () => {
  await Promise.all([
    server?.close(),
    mail?.stop(),
    ...Object.values(openId).map((provider) => provider.stop()),
    ...Object.values(oauth).map((provider) => provider.stop()),
  ])
})

/** The frame's part: a secret only it holds, and the attempt made with its hash. */
async function createAttempt(provider: string, extra: Record<string, unknown> = {}) {
  const secret = randomBytes(32).toString('base64url')
  const secretHash = createHash('sha256').update(secret).digest('base64url')
  const frame = apiClient(server.url)
  const answer = await frame.post('/v1/auth/social/attempts', {
    projectId,
    provider,
    secretHash,
    siteOrigin,
    ...extra,
  })
  return {
    frame,
    secret,
    answer,
    attemptId: answer.body?.attemptId as string,
    startUrl: answer.body?.startUrl as string,
  }
}

/** The popup: opens the start address, keeps the service's cookie, and returns where it was sent. */
async function openPopup(startUrl: string) {
  const start = await fetch(startUrl, { redirect: 'manual' })
  const cookie = start.headers.getSetCookie().find((line) => line.startsWith('__Host-latchkit-social='))
  return { start, cookie: cookie?.split(';')[0], authorizeUrl: start.headers.get('location') ?? '' }
}

/** The popup back at the service with the provider's answer (a redirect, or Apple's form post). */
async function returnToService(
  outcome: Awaited<ReturnType<typeof pressLoginButton>>,
  cookie: string | undefined,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  if (outcome.kind === 'redirect') return fetch(outcome.url, { headers, redirect: 'manual' })
  return fetch(outcome.action, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: outcome.fields.toString(),
    redirect: 'manual',
  })
}

async function signInWith(provider: SocialProviderId, button = 'Sign in as Jane Doe') {
  const attempt = await createAttempt(provider)
  expect(attempt.answer.status).toBe(200)
  const popup = await openPopup(attempt.startUrl)
  const outcome = await pressLoginButton(popup.authorizeUrl, button)
  const done = await returnToService(outcome, popup.cookie)
  const result = await attempt.frame.post('/v1/auth/social/result', {
    projectId,
    attemptId: attempt.attemptId,
    secret: attempt.secret,
  })
  return { attempt, popup, done, result }
}

describe.each(['google', 'apple', 'github', 'facebook', 'x', 'discord'] as const)('%s', (provider) => {
  test('a visitor signs in through the popup and the frame alone gets the session, once', async () => {
    const { attempt, popup, done, result } = await signInWith(provider)
    // The popup left for the provider with PKCE S256, a state, and for OpenID providers a nonce.
    const authorize = new URL(popup.authorizeUrl)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorize.searchParams.has('nonce')).toBe(provider === 'google' || provider === 'apple')
    expect(popup.cookie).toBeDefined()
    // Its last page tells the site's page the attempt ended, at the site's exact origin, and nothing more.
    expect(done.status).toBe(200)
    const page = await done.text()
    expect(page).toContain(`data-attempt-id="${attempt.attemptId}"`)
    expect(page).toContain(`data-site-origin="${siteOrigin}"`)
    expect(page).not.toMatch(/accessToken|refreshToken|code=/)
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ status: 'done', provider, user: { email: null } })
    expect(result.body.username).not.toBe('')
    const me = await attempt.frame.get('/v1/me', result.body.accessToken)
    expect(me.body).toMatchObject({ user: { id: result.body.user.id, email: null }, wallet: null })
    // The session was given once: asking again with the same secret finds nothing.
    const again = await attempt.frame.post('/v1/auth/social/result', {
      projectId,
      attemptId: attempt.attemptId,
      secret: attempt.secret,
    })
    expect(again.status).toBe(404)
  })
})

test('the same provider account signs in to the same user; the provider saw PKCE and the client secret', async () => {
  const first = await signInWith('github')
  const second = await signInWith('github')
  expect(second.result.body.user.id).toBe(first.result.body.user.id)
  const github = oauth.github as OAuthProvider
  expect(github.requests.at(-1)).toMatchObject({ path: expect.stringContaining('access_token') })
})

test("Apple's token request carries a client secret the service minted for it with its key, not a fixed one", async () => {
  const apple = openId.apple as OpenIdProvider
  const before = Math.floor(Date.now() / 1000)
  const { result } = await signInWith('apple')
  expect(result.status).toBe(200)
  const record = apple.requests.at(-1)
  expect(record).toMatchObject({
    clientAuthentication: 'client_secret_post',
    clientId: 'wallet-apple',
    status: 200,
    clientSecretJwt: {
      header: { alg: 'ES256', kid: appleKeyId },
      claims: { iss: appleTeamId, sub: 'wallet-apple', aud: 'https://appleid.apple.com' },
    },
  })
  // Minted now and short-lived: made for this request, not configured months ago.
  const claims = record?.clientSecretJwt?.claims ?? {}
  expect(claims.iat).toBeGreaterThanOrEqual(before)
  expect(claims.iat).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  expect(Number(claims.exp) - Number(claims.iat)).toBe(300)
})

test('until the provider answers, the result is pending; a wrong secret reads as unknown', async () => {
  const attempt = await createAttempt('google')
  const pending = await attempt.frame.post('/v1/auth/social/result', {
    projectId,
    attemptId: attempt.attemptId,
    secret: attempt.secret,
  })
  expect(pending.body).toEqual({ status: 'pending' })
  const forged = await attempt.frame.post('/v1/auth/social/result', {
    projectId,
    attemptId: attempt.attemptId,
    secret: randomBytes(32).toString('base64url'),
  })
  expect(forged.status).toBe(404)
})

test('Cancel at the provider ends the attempt as rejected', async () => {
  const { result } = await signInWith('discord', 'Cancel')
  expect(result.status).toBe(401)
  expect(result.body.error).toMatchObject({ reason: 'CONNECTION_REJECTED', message: 'Connection rejected' })
})

test("a callback without the popup's cookie is refused and signs no one in", async () => {
  const attempt = await createAttempt('google')
  const popup = await openPopup(attempt.startUrl)
  const outcome = await pressLoginButton(popup.authorizeUrl, 'Sign in as Jane Doe')
  const done = await returnToService(outcome, undefined)
  expect(done.status).toBe(400)
  const result = await attempt.frame.post('/v1/auth/social/result', {
    projectId,
    attemptId: attempt.attemptId,
    secret: attempt.secret,
  })
  expect(result.body).toEqual({ status: 'pending' })
})

test('an attempt starts once; an abandoned one does not start at all', async () => {
  const attempt = await createAttempt('x')
  expect((await openPopup(attempt.startUrl)).start.status).toBe(302)
  expect((await openPopup(attempt.startUrl)).start.status).toBe(410)
  const abandoned = await createAttempt('x')
  await abandoned.frame.post('/v1/auth/social/abandon', {
    attemptId: abandoned.attemptId,
    secret: abandoned.secret,
  })
  expect((await openPopup(abandoned.startUrl)).start.status).toBe(410)
})

test('a provider the service does not offer, or a site outside the project, gets no attempt', async () => {
  const unknown = await createAttempt('myspace')
  expect(unknown.answer.status).toBe(400)
  expect(unknown.answer.body.error.message).toBe('Failed to initiate social connection')
  const foreign = await createAttempt('google', { siteOrigin: 'https://evil.example.test' })
  expect(foreign.answer.status).toBe(403)
  const elsewhere = await createAttempt('google', { returnTo: 'https://evil.example.test/back' })
  expect(elsewhere.answer.status).toBe(400)
})

test('with no popup (the browser blocked it), the callback sends the whole page back to the site', async () => {
  const attempt = await createAttempt('github', { returnTo: `${siteOrigin}/checkout?step=2` })
  const popup = await openPopup(attempt.startUrl)
  const outcome = await pressLoginButton(popup.authorizeUrl, 'Sign in as Jane Doe')
  const back = await returnToService(outcome, popup.cookie)
  expect(back.status).toBe(303)
  expect(back.headers.get('location')).toBe(
    `${siteOrigin}/checkout?step=2#latchkit-social=${attempt.attemptId}`,
  )
})
