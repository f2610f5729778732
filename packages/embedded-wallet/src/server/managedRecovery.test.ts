import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer } from './createWalletServer.js'
import { WalletServerConfigError } from './errors.js'
import { apiClient, newKey, rigConfig, signIn, walletBody } from './test-utils/walletServerRig.js'

// Managed recovery (off by default, custodial): the service keeps the recovery share itself,
// sealed under a second key of the operator's.

let mail: MailCatcher
const dataDir = mkdtempSync(join(tmpdir(), 'latchkit-wallet-managed-'))

beforeAll(async () => {
  mail = await startMailCatcher()
})
afterAll(async () => {
  await mail?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('the recovery share is kept sealed under the recovery key and given back to the session', async () => {
  const recoveryShare = randomBytes(33).toString('base64')
  const server = await createWalletServer(
    rigConfig(mail, { managedRecovery: true, recoveryKey: newKey(), database: { kind: 'pglite', dataDir } }),
  )
  try {
    const api = apiClient(server.url)
    const { accessToken } = await signIn(api, mail, 'managed@example.test')
    const { recoveryEnvelope, ...wallet } = walletBody()
    expect(await api.put('/v1/wallet', { ...wallet, recoveryEnvelope }, accessToken)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    })
    expect((await api.put('/v1/wallet', { ...wallet, recoveryShare }, accessToken)).status).toBe(201)
    expect((await api.get('/v1/wallet', accessToken)).body).toMatchObject({
      authShare: wallet.authShare,
      recoveryShare,
    })
  } finally {
    await server.close()
  }
  const database = await PGlite.create(dataDir)
  try {
    const { rows } = await database.query<{ recovery_share: Uint8Array; recovery_envelope: unknown }>(
      'SELECT recovery_share, recovery_envelope FROM wallets',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.recovery_envelope).toBeNull()
    const stored = Buffer.from(rows[0]?.recovery_share as Uint8Array)
    expect(stored.toString('base64')).not.toContain(recoveryShare)
    expect(stored.includes(Buffer.from(recoveryShare, 'base64'))).toBe(false)
  } finally {
    await database.close()
  }
})

test('without managed recovery a recovery share is refused; with it a recovery key is required', async () => {
  const server = await createWalletServer(rigConfig(mail))
  try {
    const api = apiClient(server.url)
    const { accessToken } = await signIn(api, mail, 'unmanaged@example.test')
    const { recoveryEnvelope: _envelope, ...wallet } = walletBody()
    expect((await api.put('/v1/wallet', { ...wallet, recoveryShare: 'AAAA' }, accessToken)).status).toBe(400)
    for (const recoveryEnvelope of [[1, 2], 'text', { padding: 'x'.repeat(5000) }])
      expect((await api.put('/v1/wallet', { ...wallet, recoveryEnvelope }, accessToken)).status).toBe(400)
    for (const authShare of ['not base64!', '', randomBytes(2000).toString('base64')])
      expect((await api.put('/v1/wallet', { ...walletBody(), authShare }, accessToken)).status).toBe(400)
    for (const evmAddress of ['0x1234', 'abc', 42])
      expect((await api.put('/v1/wallet', { ...walletBody(), evmAddress }, accessToken)).status).toBe(400)
  } finally {
    await server.close()
  }
  await expect(createWalletServer(rigConfig(mail, { managedRecovery: true }))).rejects.toMatchObject({
    name: 'WalletServerConfigError',
    field: 'recoveryKey',
  })
  await expect(createWalletServer(rigConfig(mail, { recoveryKey: newKey() }))).rejects.toBeInstanceOf(
    WalletServerConfigError,
  )
})
