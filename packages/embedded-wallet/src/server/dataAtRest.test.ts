import { randomBytes } from 'node:crypto'
import { type Postgres, startPostgres } from '@latchkit/testing/databases'
import { type MailCatcher, readApprovalLink, readOneTimeCode, startMailCatcher } from '@latchkit/testing/mail'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { openSecret } from './crypto/sealSecret.js'
import { SecretDecryptionError } from './errors.js'
import { apiClient, newKey, projectId, rigConfig, walletBody } from './test-utils/walletServerRig.js'
import { authShareContext } from './wallet/shareContexts.js'

// SECURITY.md, "What each party alone can do": a copy of the database holds no plain code, no
// plain refresh token and no plain auth share, and without the key-encryption key it gives no
// share back. The rows are read with SQL, as whoever copied the database would.

let mail: MailCatcher
let postgres: Postgres
let server: WalletServer
let database: pg.Client
const keyEncryptionKey = newKey()

beforeAll(async () => {
  ;[mail, postgres] = await Promise.all([startMailCatcher(), startPostgres()])
  server = await createWalletServer(
    rigConfig(mail, { keyEncryptionKey, database: { kind: 'postgres', url: postgres.url } }),
  )
  database = new pg.Client({ connectionString: postgres.url })
  await database.connect()
}, 90_000)
afterAll(async () => {
  await database?.end()
  await server?.close()
  await Promise.all([mail?.stop(), postgres?.stop()])
})

/** Every row of every table, bytes written as hex and as base64, as one text to search. */
async function databaseDump(): Promise<string> {
  const tables = await database.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
  )
  const parts: string[] = []
  for (const { table_name } of tables.rows) {
    const { rows } = await database.query(`SELECT * FROM ${table_name}`)
    parts.push(
      JSON.stringify(rows, (_key, value) =>
        value?.type === 'Buffer'
          ? `${Buffer.from(value.data).toString('hex')} ${Buffer.from(value.data).toString('base64')}`
          : value,
      ),
    )
  }
  return parts.join('\n')
}

test('the database keeps no plain code, refresh token or auth share, and alone gives no share back', async () => {
  const api = apiClient(server.url)
  const email = 'at.rest@example.test'
  const since = Date.now()
  await api.post('/v1/auth/email/start', { projectId, email })
  const code = readOneTimeCode(await mail.waitForMessage({ to: email, since }))
  const session = (await api.post('/v1/auth/email/verify', { projectId, email, code })).body
  const wallet = walletBody()
  expect((await api.put('/v1/wallet', wallet, session.accessToken)).status).toBe(201)
  // A code that is still waiting, and a rotated token that is kept to recognise its reuse.
  const since2 = Date.now()
  await api.post('/v1/export/start', {}, session.accessToken)
  const pendingCode = readOneTimeCode(await mail.waitForMessage({ to: email, since: since2 }))
  const refreshed = (await api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })).body

  const dump = await databaseDump()
  expect(dump).toContain(email) // the dump does read the rows
  const authShareBytes = Buffer.from(wallet.authShare, 'base64')
  for (const secret of [
    code,
    pendingCode,
    session.refreshToken,
    refreshed.refreshToken,
    wallet.authShare,
    authShareBytes.toString('hex'),
    keyEncryptionKey,
  ])
    expect(dump).not.toContain(secret)

  // The sealed share opens with the key-encryption key only, and only as its own user's.
  const { rows } = await database.query<{ auth_share: Buffer }>(
    'SELECT auth_share FROM wallets WHERE user_id = $1',
    [session.user.id],
  )
  const sealed = rows[0]?.auth_share as Buffer
  const kek = Buffer.from(keyEncryptionKey, 'base64')
  expect(openSecret(kek, sealed, authShareContext(session.user.id), 'auth share')).toEqual(authShareBytes)
  expect(() => openSecret(randomBytes(32), sealed, authShareContext(session.user.id), 'auth share')).toThrow(
    SecretDecryptionError,
  )
  expect(() => openSecret(kek, sealed, authShareContext(crypto.randomUUID()), 'auth share')).toThrow(
    SecretDecryptionError,
  )
})

test('device tokens, approval ids and approval links are kept as hashes only', async () => {
  const approving = await createWalletServer(
    rigConfig(mail, {
      keyEncryptionKey,
      deviceApproval: true,
      database: { kind: 'postgres', url: postgres.url },
    }),
  )
  try {
    const api = apiClient(approving.url)
    const email = 'device.at.rest@example.test'
    const since = Date.now()
    const started = (await api.post('/v1/auth/email/start', { projectId, email })).body
    const link = readApprovalLink(await mail.waitForMessage({ to: email, since }))
    const linkToken = new URL(link).searchParams.get('token') ?? ''
    const decided = await fetch(new URL('/device', approving.url), {
      method: 'POST',
      headers: { origin: approving.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: linkToken, decision: 'approve' }).toString(),
    })
    expect(decided.status).toBe(200)
    const codeSince = Date.now()
    await api.post('/v1/auth/email/start', { projectId, email, deviceApprovalId: started.deviceApprovalId })
    const code = readOneTimeCode(await mail.waitForMessage({ to: email, since: codeSince }))
    const session = (
      await api.post('/v1/auth/email/verify', {
        projectId,
        email,
        code,
        deviceApprovalId: started.deviceApprovalId,
      })
    ).body

    const dump = await databaseDump()
    expect(dump).toContain(email)
    for (const secret of [started.deviceApprovalId, linkToken, session.deviceToken]) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(dump).not.toContain(secret)
      expect(dump).not.toContain(Buffer.from(secret, 'base64url').toString('hex'))
    }
  } finally {
    await approving.close()
  }
})

test("a share copied onto another user's row is not released to that user", async () => {
  const api = apiClient(server.url)
  const victim = await signInAs(api, 'victim@example.test')
  const attacker = await signInAs(api, 'attacker@example.test')
  await api.put('/v1/wallet', walletBody(), victim.accessToken)
  await api.put('/v1/wallet', walletBody(), attacker.accessToken)
  await database.query(
    'UPDATE wallets SET auth_share = (SELECT auth_share FROM wallets WHERE user_id = $1) WHERE user_id = $2',
    [victim.user.id, attacker.user.id],
  )
  expect(await api.get('/v1/wallet', attacker.accessToken)).toMatchObject({
    status: 500,
    body: { error: { code: 'server_error', message: 'Server Error' } },
  })
})

async function signInAs(api: ReturnType<typeof apiClient>, email: string) {
  const since = Date.now()
  await api.post('/v1/auth/email/start', { projectId, email })
  const code = readOneTimeCode(await mail.waitForMessage({ to: email, since }))
  return (await api.post('/v1/auth/email/verify', { projectId, email, code })).body
}
