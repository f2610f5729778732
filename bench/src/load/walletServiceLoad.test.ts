import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, expect, test } from 'vitest'
import { requestKinds } from './loadRecorder.js'
import { latencyTable, summaryLines } from './loadReport.js'
import { type LoadResult, runWalletServiceLoad } from './runWalletServiceLoad.js'
import { writeLoadResults } from './writeLoadResults.js'

// The load test's smoke run: the real rig (PostgreSQL, the mail catcher, two instances of the
// built service) under 5 virtual users with 2 signing requests each. `npm run load:wallet` is
// the same run, bigger.

let result: LoadResult

beforeAll(async () => {
  result = await runWalletServiceLoad({ users: 5, concurrency: 5, signatures: 2 })
}, 60_000)

test('every virtual user signs in, stores its wallet, gets its share back twice, refreshes and signs out', () => {
  expect(result.errors).toEqual({ count: 0, first: [] })
  expect(result.serverErrors).toEqual([])
  expect(result.completedUsers).toBe(5)
  const counts = Object.fromEntries(requestKinds.map((kind) => [kind, result.latencies[kind]?.count]))
  expect(counts).toEqual({ start: 5, verify: 5, putWallet: 5, getWallet: 10, refresh: 5, signOut: 5 })
  expect(result.requests).toBe(35)
  expect(result.signIns).toBe(5)
  expect(result.requestsPerSecond).toBeGreaterThan(0)
  expect(result.passed).toBe(true)
})

test('both instances serve the load in turn, as behind a round-robin balancer', () => {
  // Each user's 7 requests alternate, the users starting on alternate instances.
  expect(result.instances.map((instance) => instance.requests)).toEqual([18, 17])
  expect(new Set(result.instances.map((instance) => instance.listenUrl)).size).toBe(2)
  for (const instance of result.instances) expect(instance.listenUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

test('the database holds each user and each wallet exactly once, every session ended', () => {
  expect(result.database.map(({ name, passed }) => ({ name, passed }))).toEqual([
    { name: 'every user exactly once', passed: true },
    { name: 'every wallet exactly once, the user’s own', passed: true },
    { name: 'every session signed out', passed: true },
  ])
})

test('the table gives p50, p95 and p99 for each kind of request, and the summary the throughput', () => {
  const table = latencyTable(result)
  expect(table.split('\n')[0]).toBe('| request | count | p50 ms | p95 ms | p99 ms | max ms |')
  expect(table).toMatch(
    /\| get wallet \(GET \/v1\/wallet\) \| 10 \| \d+\.\d \| \d+\.\d \| \d+\.\d \| \d+\.\d \|/,
  )
  const summary = summaryLines(result).join('\n')
  expect(summary).toMatch(/35 requests, \d+\.\d requests\/s; 5 sign-ins, \d+\.\d sign-ins\/s/)
  expect(summary).toContain('errors: 0')
  expect(summary).toContain('requestsPerIpPerMinute = 1000000000')
})

test('with --write the result is kept as JSON and Markdown', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'latchkit-load-'))
  try {
    const [jsonPath, markdownPath] = await writeLoadResults(result, directory)
    expect(JSON.parse(await readFile(jsonPath as string, 'utf8'))).toEqual(result)
    const markdown = await readFile(markdownPath as string, 'utf8')
    expect(markdown).toMatch(/^# Wallet service under load\n/)
    expect(markdown).toContain(latencyTable(result))
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
})
