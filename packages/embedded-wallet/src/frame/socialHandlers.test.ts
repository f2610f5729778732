import { createServer } from 'node:net'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { type OAuthProvider, pressLoginButton, startOAuthProvider } from '@latchkit/testing/oauth'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from '../server/createWalletServer.js'
import { projectId, rigConfig, siteOrigin } from '../server/test-utils/walletServerRig.js'
import { createLoginAttemptWaiter } from './loginAttemptWaiter.js'
import { createFrameSession } from './service/frameSession.js'
import { createServiceClient } from './service/serviceClient.js'
import { createSocialAttempts } from './service/socialAttempts.js'
import { createSocialHandlers } from './socialHandlers.js'

// The frame's social login against the real wallet service and the rig's GitHub (its OAuth 2 flow
// and user endpoint), the popup played over HTTP with its own cookies.

let mail: MailCatcher
let server: WalletServer
let github: OAuthProvider

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

beforeAll(async () => {
  mail = await startMailCatcher()
  const port = await freePort()
  github = await startOAuthProvider({
    flavour: 'github',
    clients: [
      {
        clientId: 'wallet-github',
        clientSecret: 'rig-secret',
        redirectUris: [`http://127.0.0.1:${port}/auth/v1/social/callback/github`],
      },
    ],
    accounts: [{ subject: '4242', name: 'Ada Lovelace', username: 'ada', email: 'ada@example.test' }],
  })
  const { endpoints } = github
  server = await createWalletServer(
    rigConfig(mail, {
      port,
      social: {
        github: {
          clientId: 'wallet-github',
          clientSecret: 'rig-secret',
          endpoints: {
            authorization: endpoints.authorization,
            token: endpoints.token,
            userInfo: endpoints.user,
          },
        },
      },
    }),
  )
}, 60_000)

afterAll(async () => {
  await Promise.all([server?.close(), mail?.stop(), github?.stop()])
})

/** A `Storage` in memory: the frame origin's localStorage. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

/** A frame as it loads in the site's page: its handlers on the frame origin's storage. */
function frame(storage = memoryStorage()) {
  // As from the frame's page: the service answers its own origin only.
  const service = createServiceClient({
    baseUrl: server.url,
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, origin: server.url } }),
  })
  const session = createFrameSession({ service, storage, projectId })
  const attempts = createSocialAttempts({ storage, projectId })
  const waiter = createLoginAttemptWaiter({ session, attempts, walletAfterLogin: async () => 'create' })
  const handlers = createSocialHandlers({ projectId, siteOrigin, service, attempts, waiter })
  return { ...handlers, abort: waiter.abort, session, storage }
}

/** The popup: the service's start address, the provider's login page, back to the service. */
async function finishInPopup(startUrl: string, button = 'Sign in as Ada Lovelace') {
  const start = await fetch(startUrl, { redirect: 'manual' })
  const cookie = start.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Host-latchkit-social='))
    ?.split(';')[0]
  const outcome = await pressLoginButton(start.headers.get('location') ?? '', button)
  if (outcome.kind !== 'redirect') throw new Error('GitHub answers with a redirect')
  return fetch(outcome.url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { reason?: string; code?: string }) => error.reason ?? error.code,
  )

test('the frame begins a login, the visitor signs in at the provider, and the frame alone gets the session', async () => {
  const { ConnectSocial, AwaitSocial, session, storage } = frame()
  const { attemptId, startUrl } = await ConnectSocial({ provider: 'github' })
  expect(new URL(startUrl).origin).toBe(server.url)
  // Only the secret's hash left the frame: nothing of the secret is in the address the site gets.
  expect(storage.items.size).toBe(0)
  const waiting = AwaitSocial({ attemptId })
  await finishInPopup(startUrl)
  await expect(waiting).resolves.toEqual({ wallet: 'create', provider: 'github', username: 'ada' })
  expect(session.current()?.userId).toMatch(/.+/)
  // The attempt is spent: asking again is refused.
  expect(await failureOf(AwaitSocial({ attemptId }))).toBe('FAILED_TO_CONNECT')
})

test('a visitor who refuses at the provider gets "Connection rejected"', async () => {
  const { ConnectSocial, AwaitSocial } = frame()
  const { attemptId, startUrl } = await ConnectSocial({ provider: 'github' })
  const waiting = failureOf(AwaitSocial({ attemptId }))
  await finishInPopup(startUrl, 'Cancel')
  expect(await waiting).toBe('CONNECTION_REJECTED')
})

test('a closed popup abandons the attempt: the wait ends with FAILED_TO_CONNECT and the popup cannot finish it', async () => {
  const { ConnectSocial, AwaitSocial, AbandonSocial, session } = frame()
  const { attemptId, startUrl } = await ConnectSocial({ provider: 'github' })
  const waiting = failureOf(AwaitSocial({ attemptId }))
  await AbandonSocial({ attemptId })
  expect(await waiting).toBe('FAILED_TO_CONNECT')
  const late = await fetch(startUrl, { redirect: 'manual' })
  expect(late.status).not.toBe(302)
  expect(session.current()).toBeUndefined()
})

test('a popup closed just after the login finished keeps the login', async () => {
  const { ConnectSocial, AwaitSocial, AbandonSocial } = frame()
  const { attemptId, startUrl } = await ConnectSocial({ provider: 'github' })
  await finishInPopup(startUrl)
  await AbandonSocial({ attemptId })
  await expect(AwaitSocial({ attemptId })).resolves.toMatchObject({ username: 'ada' })
})

test('without a popup, the frame that loads when the page comes back claims the result, once', async () => {
  const storage = memoryStorage()
  const before = frame(storage)
  const returnTo = `${siteOrigin}/shop?item=3`
  const { attemptId, startUrl } = await before.ConnectSocial({ provider: 'github', returnTo })
  const back = await finishInPopup(startUrl)
  expect(back.status).toBe(303)
  expect(back.headers.get('location')).toBe(`${returnTo}#latchkit-social=${attemptId}`)
  const after = frame(storage)
  await expect(after.AwaitSocial({ attemptId })).resolves.toMatchObject({
    provider: 'github',
    username: 'ada',
  })
  expect(after.session.current()?.userId).toMatch(/.+/)
  expect(storage.items.has(`latchkit-wallet:social:${projectId}`)).toBe(false)
})

test('the site cannot name another origin to come back to, an unknown provider, or an attempt the frame did not make', async () => {
  const { ConnectSocial, AwaitSocial } = frame()
  await expect(ConnectSocial({ provider: 'github', returnTo: 'https://evil.example/' })).rejects.toThrow(
    'Invalid request',
  )
  await expect(ConnectSocial({ provider: 'myspace' })).rejects.toThrow('Invalid request')
  // A provider the service has no client for.
  await expect(ConnectSocial({ provider: 'google' })).rejects.toThrow('Failed to initiate social connection')
  expect(await failureOf(AwaitSocial({ attemptId: 'a'.repeat(43) }))).toBe('FAILED_TO_CONNECT')
})

test("the site's Abort ends the wait; the attempt can be waited for again", async () => {
  const { ConnectSocial, AwaitSocial, abort } = frame()
  const { attemptId, startUrl } = await ConnectSocial({ provider: 'github' })
  const first = failureOf(AwaitSocial({ attemptId }))
  abort()
  expect(await first).toBe('REQUEST_ABORTED')
  const second = AwaitSocial({ attemptId })
  await finishInPopup(startUrl)
  await expect(second).resolves.toMatchObject({ username: 'ada' })
})
