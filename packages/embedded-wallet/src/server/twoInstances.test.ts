import { type Postgres, startPostgres } from '@latchkit/testing/databases'
import { type MailCatcher, readOneTimeCode, startMailCatcher } from '@latchkit/testing/mail'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { migrations } from './database/migrations.js'
import { apiClient, newKey, projectId, rigConfig, signIn, walletBody } from './test-utils/walletServerRig.js'

// Two instances of the service behind one PostgreSQL, as an operator runs them behind a load
// balancer: the frame's requests land on either, and the two must behave as one service.

let mail: MailCatcher
let postgres: Postgres
let first: WalletServer
let second: WalletServer
const keyEncryptionKey = newKey()

beforeAll(async () => {
  ;[mail, postgres] = await Promise.all([startMailCatcher(), startPostgres()])
  const config = () =>
    rigConfig(mail, { keyEncryptionKey, database: { kind: 'postgres', url: postgres.url } })
  // Started at the same moment on an empty database: one migrates and makes the signing key,
  // the other waits for it and loads that key.
  ;[first, second] = await Promise.all([createWalletServer(config()), createWalletServer(config())])
}, 90_000)
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
  await Promise.all([mail?.stop(), postgres?.stop()])
})

test('instances started together migrate once and publish the same signing key', async () => {
  const [firstKeys, secondKeys] = await Promise.all(
    [first, second].map(async (server) => (await fetch(`${server.url}/.well-known/jwks.json`)).json()),
  )
  expect(firstKeys.keys).toHaveLength(1)
  expect(secondKeys).toEqual(firstKeys)
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    expect((await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows).toEqual(
      migrations.map(({ version }) => ({ version })),
    )
  } finally {
    await client.end()
  }
})

test('a code sent by one instance is verified by the other, whose session the first honours', async () => {
  const email = 'two.instances@example.test'
  const since = Date.now()
  expect((await apiClient(first.url).post('/v1/auth/email/start', { projectId, email })).status).toBe(200)
  const code = readOneTimeCode(await mail.waitForMessage({ to: email, since }))
  // The frame's origin is the service's public URL; each instance here has its own port, so each
  // client speaks as the frame served by that instance.
  const verified = await apiClient(second.url).post('/v1/auth/email/verify', { projectId, email, code })
  expect(verified.status).toBe(200)
  const wallet = walletBody()
  expect((await apiClient(second.url).put('/v1/wallet', wallet, verified.body.accessToken)).status).toBe(201)
  // Tokens name their issuer: an instance with another public URL is another service.
  expect((await apiClient(first.url).get('/v1/wallet', verified.body.accessToken)).status).toBe(401)
})

test('a refresh token rotated on one instance and reused on the other revokes the family', async () => {
  const shared = {
    ...rigConfig(mail),
    keyEncryptionKey,
    database: { kind: 'postgres' as const, url: postgres.url },
  }
  // Behind one load balancer both instances have one public URL.
  const publicUrl = 'https://wallet.example.test'
  const [a, b] = await Promise.all([
    createWalletServer({ ...shared, publicUrl }),
    createWalletServer({ ...shared, publicUrl }),
  ])
  try {
    const onA = apiClient(a.listenUrl, publicUrl)
    const onB = apiClient(b.listenUrl, publicUrl)
    const session = await signIn(onA, mail, 'family@example.test')
    expect((await onB.put('/v1/wallet', walletBody(), session.accessToken)).status).toBe(201)
    const rotated = await onA.post('/v1/auth/refresh', { refreshToken: session.refreshToken })
    expect(rotated.status).toBe(200)
    expect((await onB.get('/v1/wallet', rotated.body.accessToken)).status).toBe(200)

    expect(await onB.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Session Expired' } },
    })
    expect((await onA.post('/v1/auth/refresh', { refreshToken: rotated.body.refreshToken })).status).toBe(401)
    expect((await onA.get('/v1/wallet', rotated.body.accessToken)).status).toBe(401)
    expect((await onB.get('/v1/wallet', rotated.body.accessToken)).status).toBe(401)
  } finally {
    await Promise.all([a.close(), b.close()])
  }
})
