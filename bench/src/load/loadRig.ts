import { randomBytes } from 'node:crypto'
import {
  createWalletServer,
  type WalletServer,
  type WalletServerConfig,
  type WalletServerLogEntry,
} from '@latchkit/embedded-wallet/server'
import { type Postgres, startPostgres } from '@latchkit/testing/databases'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { LoadRigStopError } from './errors.js'

/**
 * Behind one load balancer every instance has one public URL: the `Origin` the frame sends and
 * the issuer its tokens name. The virtual users connect to each instance's own 127.0.0.1 port.
 */
export const loadPublicUrl = 'https://wallet.load.test'
export const loadProjectId = 'load'

/**
 * Every virtual user comes from 127.0.0.1, so the per-IP limit (60 sign-in, verification and
 * refresh requests a minute by default) is raised out of reach. The per-address limits stay as
 * they are: each virtual user has its own address and asks for one code.
 */
export const raisedLimits = { requestsPerIpPerMinute: 1_000_000_000 } as const

/** The load test's services: a throw-away PostgreSQL, the mail catcher, two instances on it. */
export type LoadRig = {
  postgres: Postgres
  mail: MailCatcher
  instances: WalletServer[]
  /** What the instances logged as errors (a 500's class and SQLSTATE, a lost connection). */
  serverErrors: WalletServerLogEntry[]
  /** Stops the instances, the catcher and PostgreSQL (by its pid). Safe to call twice. */
  stop: () => Promise<void>
}

/** Starts PostgreSQL and the mail catcher, then `instanceCount` instances sharing both. */
export async function startLoadRig(parameters: { instanceCount?: number } = {}): Promise<LoadRig> {
  const instanceCount = parameters.instanceCount ?? 2
  const serverErrors: WalletServerLogEntry[] = []
  const started: { name: string; stop: () => Promise<void> }[] = []
  let stopped: Promise<void> | undefined
  // Instances first, then the catcher and PostgreSQL they use; every part is tried.
  const stop = () => {
    stopped ??= (async () => {
      const parts = [...started].reverse()
      const results = await Promise.allSettled(parts.map((part) => part.stop()))
      const failed = parts.filter((_, index) => results[index]?.status === 'rejected')
      const firstFailure = results.find((result) => result.status === 'rejected')
      if (firstFailure)
        throw new LoadRigStopError({ parts: failed.map((part) => part.name), cause: firstFailure.reason })
    })()
    return stopped
  }
  // Waits for every part being started, so that none is left running when another fails.
  const startAll = async <T>(starts: Promise<T>[]): Promise<T[]> => {
    const results = await Promise.allSettled(starts)
    const failure = results.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    return results.map((result) => (result as PromiseFulfilledResult<T>).value)
  }
  try {
    const [postgres, mail] = (await startAll<Postgres | MailCatcher>([
      startPostgres().then((server) => {
        started.push({ name: `PostgreSQL (pid ${server.pid})`, stop: server.stop })
        return server
      }),
      startMailCatcher().then((catcher) => {
        started.push({ name: 'mail catcher', stop: catcher.stop })
        return catcher
      }),
    ])) as [Postgres, MailCatcher]
    const config: WalletServerConfig = {
      host: '127.0.0.1',
      publicUrl: loadPublicUrl,
      keyEncryptionKey: randomBytes(32).toString('base64'),
      database: { kind: 'postgres', url: postgres.url },
      smtp: { host: mail.host, port: mail.port, from: '"Load test wallet" <wallet@load.test>' },
      projects: [{ id: loadProjectId, name: 'Load test', allowedOrigins: ['https://shop.load.test'] }],
      limits: raisedLimits,
      // Requests are timed by the virtual users; the service's errors are kept for the report.
      log: (entry) => {
        if (entry.level === 'error') serverErrors.push(entry)
      },
    }
    const instances = await startAll(
      Array.from({ length: instanceCount }, async (_, index) => {
        const instance = await createWalletServer(config)
        started.push({ name: `instance ${index + 1}`, stop: instance.close })
        return instance
      }),
    )
    return { postgres, mail, instances, serverErrors, stop }
  } catch (error) {
    await stop().catch(() => {
      // The start's own failure is the one to report; stop() has tried every part.
    })
    throw error
  }
}
