import { randomBytes } from 'node:crypto'
import { describeMachine } from '../report/environment.js'
import { checkDatabase, type DatabaseCheck } from './checkDatabase.js'
import { type LatencySummary, summarizeLatencies } from './latencySummary.js'
import type { LoadOptions } from './loadOptions.js'
import { createLoadRecorder, type FailedRequest, type RequestKind, requestKinds } from './loadRecorder.js'
import { loadProjectId, loadPublicUrl, raisedLimits, startLoadRig } from './loadRig.js'
import { runConcurrently } from './runConcurrently.js'
import { runVirtualUser } from './runVirtualUser.js'
import { createTimedApiClient } from './timedApiClient.js'
import { planVirtualUsers } from './virtualUserPlan.js'

/** What a load run measured, as printed and as written to bench/results/. */
export type LoadResult = {
  startedAt: string
  machine: string
  options: Omit<LoadOptions, 'write'>
  /** The service's limits this run changed from their defaults. */
  raisedLimits: Record<string, number>
  publicUrl: string
  /** From the first virtual user's first request to the last one's sign-out. */
  durationMs: number
  /** Requests answered as expected. */
  requests: number
  requestsPerSecond: number
  /** Sign-ins completed (codes verified into a session). */
  signIns: number
  signInsPerSecond: number
  /** Virtual users that went from sign-in to sign-out without an unexpected answer. */
  completedUsers: number
  latencies: Partial<Record<RequestKind, LatencySummary>>
  instances: { listenUrl: string; requests: number }[]
  /** Requests answered otherwise than the frame expects; must be 0. */
  errors: { count: number; first: FailedRequest[] }
  /** What the instances logged as errors (class and SQLSTATE only); must be empty. */
  serverErrors: { errorName?: string; errorCode?: string; path?: string }[]
  database: DatabaseCheck[]
  /** No error, no server error and every database check passed. */
  passed: boolean
}

/** How many failures the result lists in full (all are counted). */
const listedFailures = 20

/**
 * Starts a throw-away PostgreSQL, the mail catcher and two instances of the wallet service on it,
 * runs `users` virtual users (`concurrency` at a time) against both instances in turn, checks the
 * database, and stops everything, on failure too.
 */
export async function runWalletServiceLoad(
  options: Omit<LoadOptions, 'write'>,
  parameters: { signal?: AbortSignal; onProgress?: (message: string) => void } = {},
): Promise<LoadResult> {
  const startedAt = new Date().toISOString()
  const rig = await startLoadRig()
  // Stopping the rig fails every request in flight, so the run ends quickly; the stop's own
  // failure is reported below, where the same stop() is awaited.
  const stopOnAbort = () => void rig.stop().catch(() => {})
  parameters.signal?.addEventListener('abort', stopOnAbort, { once: true })
  let result: LoadResult
  try {
    const instanceUrls = rig.instances.map((instance) => instance.listenUrl)
    parameters.onProgress?.(
      `PostgreSQL on port ${rig.postgres.port} (pid ${rig.postgres.pid}), mail catcher on port ${rig.mail.port}, instances at ${instanceUrls.join(' and ')}`,
    )
    const recorder = createLoadRecorder(instanceUrls.length)
    const api = createTimedApiClient({ instanceUrls, origin: loadPublicUrl, recorder })
    const plans = planVirtualUsers(options.users, randomBytes(4).toString('hex'))
    let completedUsers = 0

    const loadStartedAt = performance.now()
    await runConcurrently(plans.length, options.concurrency, async (index) => {
      await runVirtualUser({
        plan: plans[index] as (typeof plans)[number],
        index,
        signatures: options.signatures,
        projectId: loadProjectId,
        api,
        instanceCount: instanceUrls.length,
        mail: rig.mail,
        recorder,
      })
      completedUsers++
    })
    const durationMs = performance.now() - loadStartedAt

    const database = await checkDatabase(rig.postgres.url, plans)
    const latencyValues = recorder.latencies()
    const requests = requestKinds.reduce((sum, kind) => sum + latencyValues[kind].length, 0)
    const failures = recorder.failures()
    const serverErrors = rig.serverErrors.map(({ errorName, errorCode, path }) => ({
      ...(errorName === undefined ? {} : { errorName }),
      ...(errorCode === undefined ? {} : { errorCode }),
      ...(path === undefined ? {} : { path }),
    }))
    const perSecond = (count: number) => count / (durationMs / 1000)
    result = {
      startedAt,
      machine: describeMachine(),
      options: { users: options.users, concurrency: options.concurrency, signatures: options.signatures },
      raisedLimits: { ...raisedLimits },
      publicUrl: loadPublicUrl,
      durationMs,
      requests,
      requestsPerSecond: perSecond(requests),
      signIns: latencyValues.verify.length,
      signInsPerSecond: perSecond(latencyValues.verify.length),
      completedUsers,
      latencies: Object.fromEntries(
        requestKinds.flatMap((kind) => {
          const summary = summarizeLatencies(latencyValues[kind])
          return summary ? [[kind, summary]] : []
        }),
      ),
      instances: instanceUrls.map((listenUrl, index) => ({
        listenUrl,
        requests: recorder.requestsPerInstance()[index] ?? 0,
      })),
      errors: { count: failures.length, first: failures.slice(0, listedFailures) },
      serverErrors,
      database,
      passed: failures.length === 0 && serverErrors.length === 0 && database.every((check) => check.passed),
    }
  } catch (error) {
    // The run's failure is the one to report; stop() still tries every part.
    await rig.stop().catch(() => {})
    throw error
  } finally {
    parameters.signal?.removeEventListener('abort', stopOnAbort)
  }
  await rig.stop()
  return result
}
