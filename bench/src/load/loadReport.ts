import { markdownTable } from '../report/format.js'
import { requestKinds, requestLabels } from './loadRecorder.js'
import type { LoadResult } from './runWalletServiceLoad.js'

const ms = (value: number) => value.toFixed(1)

/** Latency per kind of request: count, p50, p95, p99 and max in milliseconds. */
export function latencyTable(result: LoadResult): string {
  return markdownTable(
    ['request', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    requestKinds.map((kind) => {
      const latency = result.latencies[kind]
      return latency
        ? [
            requestLabels[kind],
            String(latency.count),
            ms(latency.p50),
            ms(latency.p95),
            ms(latency.p99),
            ms(latency.max),
          ]
        : [requestLabels[kind], '0', '–', '–', '–', '–']
    }),
  )
}

/** Throughput, errors, how the instances shared the load, and the database's check. */
export function summaryLines(result: LoadResult): string[] {
  const { options } = result
  return [
    `${options.users} virtual users, ${options.concurrency} at a time, ${options.signatures} signing requests each, on ${result.instances.length} instances sharing one PostgreSQL`,
    `duration ${(result.durationMs / 1000).toFixed(2)} s; ${result.requests} requests, ${result.requestsPerSecond.toFixed(1)} requests/s; ${result.signIns} sign-ins, ${result.signInsPerSecond.toFixed(1)} sign-ins/s; ${result.completedUsers} of ${options.users} users completed`,
    `errors: ${result.errors.count}; errors logged by the service: ${result.serverErrors.length}`,
    `requests per instance: ${result.instances.map((instance) => `${instance.listenUrl} ${instance.requests}`).join(', ')}`,
    `limits raised: ${Object.entries(result.raisedLimits)
      .map(([name, value]) => `${name} = ${value}`)
      .join(', ')} (every virtual user comes from 127.0.0.1)`,
    ...result.database.map(
      (check) => `database: ${check.passed ? 'ok' : 'FAILED'}, ${check.name}: ${check.detail}`,
    ),
    ...result.errors.first.map(
      (failure) =>
        `error: ${failure.user} ${failure.request} on ${failure.instance}: ${failure.problem}${failure.body ? ` ${failure.body}` : ''}`,
    ),
    ...result.serverErrors.map((entry) =>
      `service error: ${entry.path ?? ''} ${entry.errorName ?? ''} ${entry.errorCode ?? ''}`.trim(),
    ),
  ]
}

/** The result as bench/results/wallet-service-load.md. */
export function loadMarkdown(result: LoadResult): string {
  return [
    '# Wallet service under load',
    '',
    `Measured ${result.startedAt} on ${result.machine} by \`npm run load:wallet\` (bench/README.md says what it does).`,
    '',
    ...summaryLines(result).map((line) => `- ${line}`),
    '',
    latencyTable(result),
    '',
  ].join('\n')
}
