import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { siteOrigin } from '../test-utils/walletServerRig.js'
import { type FarcasterServiceRig, startFarcasterServiceRig } from './test-utils/farcasterServiceRig.js'

// Sign In With Farcaster end to end in Node, as SECURITY.md ("Farcaster") designs it: the frame's
// calls from the service's origin, the visitor's Farcaster app on @farcaster/auth-client answering
// through the service's relay, and fids read from the rig's IdRegistry on anvil.

let rig: FarcasterServiceRig
const farcasterUser = () => rig.farcasterUser()

const failedToConnect = {
  code: 'unauthorized',
  reason: 'FARCASTER_CONNECT_FAILED',
  message: 'Failed to connect to farcaster',
}

beforeAll(async () => {
  rig = await startFarcasterServiceRig()
}, 60_000)

afterAll(async () => {
  await rig?.stop()
})

test("a visitor signs in with their fid: the site's domain and a fresh nonce signed, the session given once", async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  expect(attempt.answer.status).toBe(200)
  expect(attempt.url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=[A-Za-z0-9_-]{43}$/)
  expect((await attempt.result()).body).toEqual({ status: 'pending' })

  const app = await rig.play({ url: attempt.url, account, fid, username: 'alice' })
  expect(app.status).toBe(201)
  expect(app.body).toMatchObject({ state: 'completed', fid, username: 'alice', custody: account.address })
  expect(String(app.body.message)).toContain(`${new URL(siteOrigin).host} wants you to sign in`)

  const result = await attempt.result()
  expect(result.status).toBe(200)
  expect(result.body).toMatchObject({ status: 'done', fid, username: 'alice', user: { email: null } })
  const me = await rig.frame.get('/v1/me', result.body.accessToken)
  expect(me.body).toMatchObject({ user: { id: result.body.user.id, email: null }, wallet: null })
  const again = await attempt.result()
  expect(again.status).toBe(404)
  expect(again.body.error).toMatchObject({ reason: 'FARCASTER_CONNECT_FAILED' })
})

test('the same fid signs in to the same user, with the name its app gives now, cleaned', async () => {
  const { account, fid } = await farcasterUser()
  const first = await rig.createAttempt()
  await rig.play({ url: first.url, account, fid, username: 'bob' })
  const firstUser = (await first.result()).body.user.id
  const second = await rig.createAttempt()
  // A name is the app's word: direction marks and controls do not reach the modal.
  await rig.play({ url: second.url, account, fid, username: 'bob\u202e\u0000 jr' })
  const result = await second.result()
  expect(result.body).toMatchObject({ status: 'done', fid, username: 'bob jr', user: { id: firstUser } })
})

test('a message signed by another key than the address it names is refused', async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  const forger = privateKeyToAccount(generatePrivateKey())
  const app = await rig.play({ url: attempt.url, account, fid, tamper: { signer: forger } })
  expect(app).toMatchObject({ status: 401, body: { error: 'Invalid signature' } })
  const result = await attempt.result()
  expect(result.status).toBe(401)
  expect(result.body.error).toEqual(failedToConnect)
})

test('a key that does not hold the fid it claims is refused, whether it holds another or none', async () => {
  const { fid } = await farcasterUser()
  const other = await farcasterUser()
  for (const account of [other.account, privateKeyToAccount(generatePrivateKey())]) {
    const attempt = await rig.createAttempt()
    const app = await rig.play({ url: attempt.url, account, fid })
    expect(app).toMatchObject({ status: 401, body: { error: 'The signer does not own the fid' } })
    expect((await attempt.result()).body.error).toEqual(failedToConnect)
  }
})

test("a message for another site or with another channel's nonce is refused", async () => {
  const { account, fid } = await farcasterUser()
  const cases = [
    [{ domain: 'evil.example.test' }, 'Invalid domain'],
    [{ uri: 'https://evil.example.test' }, 'Invalid uri'],
    [{ nonce: 'a1b2c3d4e5f6a7b8' }, 'Invalid nonce'],
  ] as const
  for (const [tamper, error] of cases) {
    const attempt = await rig.createAttempt()
    const app = await rig.play({ url: attempt.url, account, fid, tamper })
    expect(app).toMatchObject({ status: 401, body: { error } })
    expect((await attempt.result()).body.error).toEqual(failedToConnect)
  }
})

test('a message past its own expiry is refused, though its channel is still open', async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  // The app signs a message valid for five minutes; the service reads it six minutes later.
  rig.clock.advance(6 * 60_000)
  const expirationTime = new Date(Date.now() + 5 * 60_000)
  const app = await rig.play({ url: attempt.url, account, fid, tamper: { expirationTime } })
  expect(app).toMatchObject({ status: 401, body: { error: 'Message expired or not yet valid' } })
  expect((await attempt.result()).body.error).toEqual(failedToConnect)
})

test('a channel is answered once: a second answer, even a valid one, changes nothing', async () => {
  const { account, fid } = await farcasterUser()
  const intruder = await farcasterUser()
  const attempt = await rig.createAttempt()
  expect((await rig.play({ url: attempt.url, account, fid })).status).toBe(201)
  await expect(
    rig.play({ url: attempt.url, account: intruder.account, fid: intruder.fid }),
  ).resolves.toMatchObject({
    status: 401,
    body: { error: 'Unauthorized' },
  })
  expect((await attempt.result()).body).toMatchObject({ status: 'done', fid })
})

test('without the relay key, an app cannot answer', async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  const app = await rig.play({ url: attempt.url, account, fid, authKey: 'not-the-relay-key' })
  expect(app).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
  expect((await attempt.result()).body).toEqual({ status: 'pending' })
})

test('only the secret that made the attempt gets its session; a wrong one reads as unknown', async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  await rig.play({ url: attempt.url, account, fid })
  const forged = await attempt.result(Buffer.alloc(32, 7).toString('base64url'))
  expect(forged.status).toBe(404)
  expect(forged.body.error).toMatchObject({ reason: 'FARCASTER_CONNECT_FAILED' })
  expect((await attempt.result()).body).toMatchObject({ status: 'done', fid })
})

test('a channel expires after 10 minutes: the app finds nothing and the frame is told it failed', async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  rig.clock.advance(10 * 60_000 + 1)
  await expect(rig.play({ url: attempt.url, account, fid })).rejects.toThrow(/no channel/)
  const result = await attempt.result()
  expect(result.status).toBe(404)
  expect(result.body.error).toMatchObject({ reason: 'FARCASTER_CONNECT_FAILED' })
})

test('an abandoned attempt cannot be answered', async () => {
  const { account, fid } = await farcasterUser()
  const attempt = await rig.createAttempt()
  expect((await attempt.abandon()).status).toBe(200)
  await expect(rig.play({ url: attempt.url, account, fid })).rejects.toThrow(/no channel/)
  expect((await attempt.result()).status).toBe(404)
})

test("a site outside the project's origins, or no origin at all, gets no attempt", async () => {
  const elsewhere = await rig.createAttempt({ siteOrigin: 'https://evil.example.test' })
  expect(elsewhere.answer.status).toBe(403)
  const notOrigin = await rig.createAttempt({ siteOrigin: `${siteOrigin}/login` })
  expect(notOrigin.answer.status).toBe(403)
  const unknownProject = await rig.createAttempt({ projectId: 'nope' })
  expect(unknownProject.answer.body.error).toMatchObject({ reason: 'INVALID_PROJECT_ID' })
})

test('when the registry cannot be read (here: a node on another chain), the app is told and the frame fails', async () => {
  const misconfigured = await startFarcasterServiceRig({ configuredChainId: 8453 })
  try {
    const { account, fid } = await misconfigured.farcasterUser()
    const attempt = await misconfigured.createAttempt()
    const app = await misconfigured.play({ url: attempt.url, account, fid })
    expect(app).toMatchObject({ status: 503, body: { error: 'The Farcaster registry could not be read' } })
    expect((await attempt.result()).body.error).toEqual(failedToConnect)
  } finally {
    await misconfigured.stop()
  }
}, 60_000)
