import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  type FarcasterServiceRig,
  startFarcasterServiceRig,
} from '../server/farcaster/test-utils/farcasterServiceRig.js'
import { projectId, siteOrigin } from '../server/test-utils/walletServerRig.js'
import { createFarcasterHandlers } from './farcasterHandlers.js'
import { createLoginAttemptWaiter } from './loginAttemptWaiter.js'
import { createFrameSession } from './service/frameSession.js'
import { createServiceClient } from './service/serviceClient.js'
import { createSocialAttempts } from './service/socialAttempts.js'

// The frame's Sign In With Farcaster against the real wallet service, its relay, the rig's
// IdRegistry on anvil and the visitor's Farcaster app on @farcaster/auth-client.

let rig: FarcasterServiceRig

beforeAll(async () => {
  rig = await startFarcasterServiceRig()
}, 90_000)
afterAll(async () => {
  await rig?.stop()
})

/** A frame as it loads in the site's page: its handlers on the frame origin's storage. */
function frame() {
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  const serviceUrl = new URL(rig.relay).origin
  // As from the frame's page: the service answers its own origin only.
  const service = createServiceClient({
    baseUrl: serviceUrl,
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, origin: serviceUrl } }),
  })
  const session = createFrameSession({ service, storage, projectId })
  const attempts = createSocialAttempts({ storage, projectId })
  const waiter = createLoginAttemptWaiter({ session, attempts, walletAfterLogin: async () => 'create' })
  return { ...createFarcasterHandlers({ projectId, siteOrigin, service, attempts, waiter }), session }
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { reason?: string; code?: string }) => error.reason ?? error.code,
  )

test("the visitor's Farcaster app signs in with its custody key and the frame alone gets the session", async () => {
  const { ConnectFarcaster, AwaitFarcaster, session } = frame()
  const { attemptId, url } = await ConnectFarcaster()
  expect(url).toMatch(/channelToken=[A-Za-z0-9_-]{43}/)
  const waiting = AwaitFarcaster({ attemptId })
  const { account, fid } = await rig.farcasterUser()
  const answer = await rig.play({ url, account, fid, username: 'ada' })
  expect(answer.status).toBe(201)
  await expect(waiting).resolves.toEqual({ wallet: 'create', fid, username: 'ada' })
  expect(session.current()?.userId).toMatch(/.+/)
})

test("an app whose key does not hold the fid is refused with 'Failed to connect to farcaster'", async () => {
  const { ConnectFarcaster, AwaitFarcaster, session } = frame()
  const { attemptId, url } = await ConnectFarcaster()
  const waiting = failureOf(AwaitFarcaster({ attemptId }))
  const holder = await rig.farcasterUser()
  const other = await rig.farcasterUser()
  await rig.play({ url, account: other.account, fid: holder.fid, username: 'mallory' })
  expect(await waiting).toBe('FARCASTER_CONNECT_FAILED')
  expect(session.current()).toBeUndefined()
})

test('leaving the view abandons the attempt: a later answer signs no one in', async () => {
  const { ConnectFarcaster, AwaitFarcaster, AbandonFarcaster, session } = frame()
  const { attemptId, url } = await ConnectFarcaster()
  const waiting = failureOf(AwaitFarcaster({ attemptId }))
  await AbandonFarcaster({ attemptId })
  expect(await waiting).toBe('FARCASTER_CONNECT_FAILED')
  const { account, fid } = await rig.farcasterUser()
  const late = await rig.play({ url, account, fid }).catch(() => ({ status: 0 }))
  expect(late.status).not.toBe(201)
  expect(session.current()).toBeUndefined()
})
