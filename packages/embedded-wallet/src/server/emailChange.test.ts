import { type MailCatcher, readOneTimeCode, startMailCatcher } from '@latchkit/testing/mail'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from './createWalletServer.js'
import { apiClient, createTestClock, rigConfig, signIn } from './test-utils/walletServerRig.js'

// Spec sections 4 and 5: changing the email takes a code to the current address, then one to the
// new address; the modal polls where the change stands.

let mail: MailCatcher
let server: WalletServer
const clock = createTestClock()

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await createWalletServer(rigConfig(mail, { now: clock.now }))
})
afterAll(async () => {
  await server?.close()
  await mail?.stop()
})

/** Calls `action` and gives the code mailed to `to` because of it. */
async function codeMailedTo(
  to: string,
  action: () => Promise<unknown>,
): Promise<{ code: string; text: string }> {
  const since = Date.now()
  await action()
  const message = await mail.waitForMessage({ to, since })
  return { code: readOneTimeCode(message), text: message.text }
}

test('a visitor moves the account to a new address with a code from each', async () => {
  const api = apiClient(server.url)
  const session = await signIn(api, mail, 'old.address@example.test')
  const token = session.accessToken
  expect((await api.get('/v1/email/change', token)).body).toEqual({ state: 'none' })

  const primary = await codeMailedTo('old.address@example.test', async () =>
    expect(
      await api.post('/v1/email/change/start', { newEmail: 'New.Address@example.test' }, token),
    ).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_PRIMARY_OTP' },
    }),
  )
  expect(primary.text).toContain('confirm changing your email address at Example Shop')
  expect((await api.get('/v1/email/change', token)).body).toEqual({
    state: 'awaiting-primary',
    newEmail: 'new.address@example.test',
  })
  // The new address's code cannot be skipped to.
  expect((await api.post('/v1/email/change/verify-secondary', { code: primary.code }, token)).status).toBe(
    400,
  )

  const secondary = await codeMailedTo('new.address@example.test', async () =>
    expect(await api.post('/v1/email/change/verify-primary', { code: primary.code }, token)).toMatchObject({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    }),
  )
  expect(secondary.text).toContain('confirm this new email address at Example Shop')
  expect((await api.get('/v1/email/change', token)).body).toEqual({
    state: 'awaiting-secondary',
    newEmail: 'new.address@example.test',
  })
  expect(
    await api.post(
      '/v1/email/change/verify-secondary',
      { code: primary.code === '000000' ? '000001' : '000000' },
      token,
    ),
  ).toMatchObject({ status: 401, body: { error: { message: 'Invalid code' } } })
  expect(await api.post('/v1/email/change/verify-secondary', { code: secondary.code }, token)).toMatchObject({
    status: 200,
    body: { user: { id: session.user.id, email: 'new.address@example.test' } },
  })
  expect((await api.get('/v1/email/change', token)).body).toEqual({
    state: 'done',
    newEmail: 'new.address@example.test',
  })
  expect((await api.get('/v1/me', token)).body.user.email).toBe('new.address@example.test')

  // Signing in with the new address finds the same account; the old address is a stranger now.
  clock.advance(31_000)
  expect((await signIn(api, mail, 'new.address@example.test')).user.id).toBe(session.user.id)
  expect((await signIn(api, mail, 'old.address@example.test')).user.id).not.toBe(session.user.id)
})

test('an address that belongs to another account is refused once proven (409)', async () => {
  const api = apiClient(server.url)
  await signIn(api, mail, 'taken@example.test')
  const session = await signIn(api, mail, 'wants.taken@example.test')
  const token = session.accessToken
  const primary = await codeMailedTo('wants.taken@example.test', () =>
    api.post('/v1/email/change/start', { newEmail: 'taken@example.test' }, token),
  )
  const secondary = await codeMailedTo('taken@example.test', () =>
    api.post('/v1/email/change/verify-primary', { code: primary.code }, token),
  )
  expect(await api.post('/v1/email/change/verify-secondary', { code: secondary.code }, token)).toMatchObject({
    status: 409,
    body: { error: { code: 'conflict' } },
  })
  expect((await api.get('/v1/me', token)).body.user.email).toBe('wants.taken@example.test')
})

test('a change left waiting longer than a code lives is over; the current address is refused', async () => {
  const api = apiClient(server.url)
  const { accessToken } = await signIn(api, mail, 'slow@example.test')
  expect(
    (await api.post('/v1/email/change/start', { newEmail: 'slow@example.test' }, accessToken)).status,
  ).toBe(400)
  expect(
    (await api.post('/v1/email/change/start', { newEmail: 'quick@example.test' }, accessToken)).status,
  ).toBe(200)
  clock.advance(10 * 60_000)
  expect((await api.get('/v1/email/change', accessToken)).body).toEqual({ state: 'none' })
  expect((await api.get('/v1/email/change')).status).toBe(401)
})
