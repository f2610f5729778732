import type { LatchKit, SmartSessionsController } from '@latchkit/core'
import { afterEach, expect, test } from 'vitest'
import type { ModalAlert } from '../../../elements/modalStore.js'
import { loadSessions, revokeSession, sessionList } from './sessionList.js'
import { deferred, sessionsKit, testSession } from './sessionsTestKit.js'

const kits: LatchKit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

function kitWith(controller: SmartSessionsController) {
  const kit = sessionsKit(controller)
  kits.push(kit)
  return kit
}

/** A host that keeps the snackbars asked for. */
function recordingHost() {
  const alerts: ModalAlert[] = []
  return { alerts, showAlert: (alert: ModalAlert) => void alerts.push(alert) }
}

const first = testSession()
const second = testSession({ id: 'session-2', siteOrigin: 'https://game.example' })

test('the list loads from the controller: loading, then the sessions', async () => {
  const answer = deferred<(typeof first)[]>()
  const kit = kitWith({ list: () => answer.promise, revoke: async () => {} })
  const loading = loadSessions(kit)
  expect(sessionList(kit).get()).toEqual({ status: 'loading' })
  answer.resolve([first, second])
  await loading
  expect(sessionList(kit).get()).toMatchObject({ status: 'loaded', sessions: [first, second], revoking: [] })
})

test('an empty list is loaded, not a failure', async () => {
  const kit = kitWith({ list: async () => [], revoke: async () => {} })
  await loadSessions(kit)
  expect(sessionList(kit).get()).toMatchObject({ status: 'loaded', sessions: [] })
})

test('a failed list keeps why; trying again loads it', async () => {
  let calls = 0
  const failure = Object.assign(new Error('Service down'), { code: 'EMBEDDED_WALLET_REQUEST_TIMEOUT' })
  const kit = kitWith({
    list: async () => {
      calls++
      if (calls === 1) throw failure
      return [first]
    },
    revoke: async () => {},
  })
  await loadSessions(kit)
  expect(sessionList(kit).get()).toEqual({ status: 'failed', error: failure })
  await loadSessions(kit)
  expect(sessionList(kit).get()).toMatchObject({ status: 'loaded', sessions: [first] })
})

test('an older load answering late does not replace a newer one', async () => {
  const slow = deferred<(typeof first)[]>()
  const answers = [slow.promise, Promise.resolve([second])]
  const kit = kitWith({ list: () => answers.shift() ?? Promise.resolve([]), revoke: async () => {} })
  const older = loadSessions(kit)
  await loadSessions(kit)
  slow.resolve([first])
  await older
  expect(sessionList(kit).get()).toMatchObject({ status: 'loaded', sessions: [second] })
})

test('revoke: busy while the controller revokes, then gone, the list read again, and a success snackbar', async () => {
  const revoking = deferred()
  const held = [first, second]
  const asked: string[] = []
  const kit = kitWith({
    list: async () => [...held],
    revoke: (id) => {
      asked.push(id)
      return revoking.promise.then(() => {
        held.splice(
          held.findIndex((session) => session.id === id),
          1,
        )
      })
    },
  })
  const host = recordingHost()
  await loadSessions(kit)
  const revoked = revokeSession(kit, host, first.id)
  expect(sessionList(kit).get()).toMatchObject({
    status: 'loaded',
    sessions: [first, second],
    revoking: [first.id],
  })
  // Pressed again while busy: not asked twice.
  await expect(revokeSession(kit, host, first.id)).resolves.toBe(false)
  expect(host.alerts).toEqual([])

  revoking.resolve()
  await expect(revoked).resolves.toBe(true)
  expect(asked).toEqual([first.id])
  expect(sessionList(kit).get()).toMatchObject({ status: 'loaded', sessions: [second], revoking: [] })
  expect(host.alerts).toEqual([{ kind: 'success', message: 'sessionRevoked' }])
})

test('a failed revoke leaves the session with its failure, ready to try again, with no success snackbar', async () => {
  const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
  let refuse = true
  const kit = kitWith({
    list: async () => [first],
    revoke: async () => {
      if (refuse) throw refusal
    },
  })
  const host = recordingHost()
  await loadSessions(kit)
  await expect(revokeSession(kit, host, first.id)).resolves.toBe(false)
  expect(sessionList(kit).get()).toEqual({
    status: 'loaded',
    sessions: [first],
    revoking: [],
    revokeFailures: { [first.id]: refusal },
  })
  expect(host.alerts).toEqual([])

  refuse = false
  const again = revokeSession(kit, host, first.id)
  // Trying again clears the failure while it runs.
  expect(sessionList(kit).get()).toMatchObject({ revoking: [first.id], revokeFailures: {} })
  await expect(again).resolves.toBe(true)
})

test('a revoked session stays gone even when the list read after it still has it', async () => {
  // The service answers the reload from before the revocation reached it.
  const kit = kitWith({ list: async () => [first, second], revoke: async () => {} })
  await loadSessions(kit)
  await revokeSession(kit, recordingHost(), first.id)
  expect(sessionList(kit).get()).toMatchObject({ sessions: [second] })
})
