import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Postgres, startPostgres } from '@latchkit/testing/databases'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWalletServer } from './createWalletServer.js'
import type { DatabaseConfig } from './database/openDatabase.js'
import { SecretDecryptionError } from './errors.js'
import { apiClient, newKey, rigConfig, signIn, walletBody } from './test-utils/walletServerRig.js'

// Nothing that must survive a restart lives in an instance's memory: closed and started again on
// the same data, the service still knows its users, sessions, wallets and signing key.

let mail: MailCatcher
let postgres: Postgres
const dataDir = mkdtempSync(join(tmpdir(), 'latchkit-wallet-pglite-'))

beforeAll(async () => {
  ;[mail, postgres] = await Promise.all([startMailCatcher(), startPostgres()])
}, 90_000)
afterAll(async () => {
  await Promise.all([mail?.stop(), postgres?.stop()])
  rmSync(dataDir, { recursive: true, force: true })
})

const drivers: [string, () => DatabaseConfig][] = [
  ['a PGlite data directory', () => ({ kind: 'pglite', dataDir })],
  ['PostgreSQL', () => ({ kind: 'postgres', url: postgres.url })],
]

describe.each(drivers)('a restart on %s', (_name, database) => {
  test('loses no session, wallet or key', async () => {
    const keyEncryptionKey = newKey()
    const publicUrl = 'https://wallet.example.test'
    const config = () => rigConfig(mail, { keyEncryptionKey, publicUrl, database: database() })
    const before = await createWalletServer(config())
    const wallet = walletBody()
    let session: Awaited<ReturnType<typeof signIn>>
    let keysBefore: unknown
    try {
      const api = apiClient(before.listenUrl, publicUrl)
      session = await signIn(api, mail, `restart.${_name.length}@example.test`)
      expect((await api.put('/v1/wallet', wallet, session.accessToken)).status).toBe(201)
      keysBefore = await (await fetch(`${before.listenUrl}/.well-known/jwks.json`)).json()
    } finally {
      await before.close()
    }

    const after = await createWalletServer(config())
    try {
      const api = apiClient(after.listenUrl, publicUrl)
      expect(await (await fetch(`${after.listenUrl}/.well-known/jwks.json`)).json()).toEqual(keysBefore)
      // The access token signed before the restart still opens the wallet.
      expect((await api.get('/v1/wallet', session.accessToken)).body.authShare).toBe(wallet.authShare)
      const refreshed = await api.post('/v1/auth/refresh', { refreshToken: session.refreshToken })
      expect(refreshed.status).toBe(200)
      expect((await api.get('/v1/me', refreshed.body.accessToken)).body.user).toEqual({
        id: session.user.id,
        email: session.user.email,
      })
    } finally {
      await after.close()
    }

    // Started with another key-encryption key, the service refuses to run on this data.
    await expect(createWalletServer(rigConfig(mail, { database: database() }))).rejects.toBeInstanceOf(
      SecretDecryptionError,
    )
  })
})
