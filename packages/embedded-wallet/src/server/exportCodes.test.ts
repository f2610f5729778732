import { type MailCatcher, readOneTimeCode, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { apiClient, requestLoginCode, rigConfig, signIn } from './test-utils/walletServerRig.js'

// SECURITY.md, "Export": the frame shows the private key only after a fresh code sent to the
// account's address.

let mail: MailCatcher
let server: WalletServer

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await createWalletServer(rigConfig(mail))
})
afterAll(async () => {
  await server?.close()
  await mail?.stop()
})

test('an export is verified by a fresh code from the mailbox, once', async () => {
  const api = apiClient(server.url)
  const { accessToken } = await signIn(api, mail, 'exporter@example.test')
  const since = Date.now()
  expect(await api.post('/v1/export/start', {}, accessToken)).toMatchObject({
    status: 200,
    body: { action: 'VERIFY_OTP' },
  })
  const message = await mail.waitForMessage({ to: 'exporter@example.test', since })
  expect(message.text).toContain('show your wallet key at Example Shop')
  const code = readOneTimeCode(message)
  const wrong = code === '999999' ? '000000' : '999999'
  expect(await api.post('/v1/export/verify', { code: wrong }, accessToken)).toMatchObject({
    status: 401,
    body: { error: { message: 'Invalid code' } },
  })
  expect(await api.post('/v1/export/verify', { code }, accessToken)).toEqual(
    expect.objectContaining({ status: 200, body: { verified: true } }),
  )
  expect(await api.post('/v1/export/verify', { code }, accessToken)).toMatchObject({
    status: 401,
    body: { error: { message: 'Code expired' } },
  })
})

test('a login code is no export code, and an export needs a session', async () => {
  const api = apiClient(server.url)
  const { accessToken } = await signIn(api, mail, 'mixer@example.test')
  await api.post('/v1/export/start', {}, accessToken)
  // A login code asked for meanwhile (from another tab, say) does not verify the export.
  const other = await signIn(apiClient(server.url), mail, 'second.mixer@example.test')
  const loginCode = await requestLoginCode(api, mail, 'third.mixer@example.test')
  expect((await api.post('/v1/export/verify', { code: loginCode }, accessToken)).status).toBe(401)
  expect((await api.post('/v1/export/start', {})).status).toBe(401)
  expect((await api.post('/v1/export/verify', { code: loginCode })).status).toBe(401)
  expect(
    (await api.post('/v1/export/verify', { code: loginCode }, other.accessToken)).body.error.message,
  ).toBe('Code expired')
})
