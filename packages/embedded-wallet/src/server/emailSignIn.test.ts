import { type Postgres, startPostgres } from '@latchkit/testing/databases'
import { type MailCatcher, readOneTimeCode, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { WalletServerLogEntry } from './config/walletServerConfig.js'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import type { DatabaseConfig } from './database/openDatabase.js'
import {
  apiClient,
  createTestClock,
  projectId,
  rigConfig,
  signIn,
  walletBody,
} from './test-utils/walletServerRig.js'

// The whole email sign-in as the frame drives it, against each driver: the same test body on
// PGlite (in the process) and on the rig's PostgreSQL, with real SMTP to the rig's mail catcher.

let mail: MailCatcher
let postgres: Postgres

beforeAll(async () => {
  ;[mail, postgres] = await Promise.all([startMailCatcher(), startPostgres()])
}, 90_000)
afterAll(async () => {
  await Promise.all([mail?.stop(), postgres?.stop()])
})

const drivers: [string, () => DatabaseConfig][] = [
  ['PGlite', () => ({ kind: 'pglite' })],
  ['PostgreSQL', () => ({ kind: 'postgres', url: postgres.url })],
]

describe.each(drivers)('email sign-in on %s', (_driver, database) => {
  let server: WalletServer
  const clock = createTestClock()
  const logs: WalletServerLogEntry[] = []
  const secrets: string[] = []

  beforeAll(async () => {
    server = await createWalletServer(rigConfig(mail, { database: database(), now: clock.now }, logs))
  })
  afterAll(() => server?.close())

  test('a visitor signs in with the mailed code, keeps a wallet, refreshes and signs out', async () => {
    const api = apiClient(server.url)
    const email = `Visitor.${_driver}@Example.test`
    const since = Date.now()
    expect(await api.post('/v1/auth/email/start', { projectId, email })).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    const message = await mail.waitForMessage({ to: email.toLowerCase(), since })
    const code = readOneTimeCode(message)
    expect(message.subject).toBe(`${code} is your code for Example Shop`)
    expect(message.text).toContain(`Your code to sign in to Example Shop is ${code}`)
    expect(message.from).toContain('wallet@shop.example.test')

    const session = await api.post('/v1/auth/email/verify', { projectId, email, code })
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({
      expiresIn: 900,
      user: { email: email.toLowerCase(), createdAt: expect.any(String) },
    })
    const { accessToken, refreshToken, user } = session.body
    secrets.push(code, accessToken, refreshToken)

    expect((await api.get('/v1/me', accessToken)).body).toEqual({
      user: { id: user.id, email: email.toLowerCase() },
      wallet: null,
    })

    const wallet = walletBody()
    secrets.push(wallet.authShare)
    expect(await api.put('/v1/wallet', wallet, accessToken)).toMatchObject({
      status: 201,
      body: { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress },
    })
    expect(await api.put('/v1/wallet', walletBody(), accessToken)).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict' } },
    })
    expect(await api.get('/v1/wallet', accessToken)).toMatchObject({
      status: 200,
      body: {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        authShare: wallet.authShare,
        recoveryEnvelope: wallet.recoveryEnvelope,
      },
    })
    expect((await api.get('/v1/me', accessToken)).body.wallet).toEqual({
      evmAddress: wallet.evmAddress,
      solanaAddress: wallet.solanaAddress,
    })

    const refreshed = await api.post('/v1/auth/refresh', { refreshToken })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refreshToken).not.toBe(refreshToken)
    expect(refreshed.body.user.id).toBe(user.id)
    secrets.push(refreshed.body.accessToken, refreshed.body.refreshToken)
    expect((await api.get('/v1/me', refreshed.body.accessToken)).status).toBe(200)

    expect(
      await api.post(
        '/v1/auth/sign-out',
        { refreshToken: refreshed.body.refreshToken },
        refreshed.body.accessToken,
      ),
    ).toMatchObject({
      status: 200,
      body: { signedOut: true },
    })
    // Signed out: the refresh token and the access tokens of the session are refused at once.
    expect(await api.post('/v1/auth/refresh', { refreshToken: refreshed.body.refreshToken })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Session Expired' } },
    })
    expect((await api.get('/v1/wallet', refreshed.body.accessToken)).status).toBe(401)
    expect((await api.get('/v1/me', accessToken)).status).toBe(401)
  })

  test('the second sign-in finds the same user; the answers never tell whether an account exists', async () => {
    const api = apiClient(server.url)
    const first = await signIn(api, mail, `again.${_driver}@example.test`)
    clock.advance(31_000)
    const known = await api.post('/v1/auth/email/start', {
      projectId,
      email: `again.${_driver}@example.test`,
    })
    const unknown = await api.post('/v1/auth/email/start', {
      projectId,
      email: `nobody.${_driver}@example.test`,
    })
    expect(known).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect(unknown.body).toEqual(known.body)
    clock.advance(31_000)
    const second = await signIn(api, mail, `Again.${_driver}@Example.test`)
    expect(second.user).toEqual(first.user)
  })

  test('a refresh token used twice revokes its session', async () => {
    const api = apiClient(server.url)
    const session = await signIn(api, mail, `reuse.${_driver}@example.test`)
    const rotated = await api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })
    expect(rotated.status).toBe(200)
    expect(await api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).toMatchObject({
      status: 401,
    })
    // The thief's replay ended the session for the holder of the newer token as well.
    expect(await api.post('/v1/auth/refresh', { refreshToken: rotated.body.refreshToken })).toMatchObject({
      status: 401,
    })
    expect((await api.get('/v1/me', rotated.body.accessToken)).status).toBe(401)
  })

  test('the log names requests by method, path and status, and holds no code, token or share', () => {
    expect(logs.some((entry) => entry.path === '/v1/auth/email/verify' && entry.status === 200)).toBe(true)
    const logText = JSON.stringify(logs)
    expect(secrets.length).toBeGreaterThan(5)
    for (const secret of secrets) expect(logText).not.toContain(secret)
  })
})
