import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DatabaseStartError } from './errors.js'
import { freePort } from './freePort.js'
import { startServerProcess } from './serverProcess.js'
import { systemUser } from './systemUser.js'

/** A PostgreSQL server of the rig: `url` connects as a superuser (trust, 127.0.0.1 only). */
export type Postgres = { pid: number; port: number; url: string; stop: () => Promise<void> }

const run = promisify(execFile)

/** Debian's server binaries (/usr/lib/postgresql/<major>/bin, the newest), else the PATH's. */
function binary(name: string): string {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((major) => existsSync(join(root, major, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return majors[0] ? join(root, majors[0], 'bin', name) : name
}

/**
 * Starts a throw-away PostgreSQL cluster (Debian's `postgresql` package) in a temporary directory,
 * listening on a free port of 127.0.0.1, without durability (fsync off): for tests. `stop()`
 * shuts it down by its pid and deletes the directory.
 *
 * @throws {DatabaseStartError} when initdb or the server fails, or it is not ready in `timeoutMs`.
 */
export async function startPostgres(parameters: { timeoutMs?: number } = {}): Promise<Postgres> {
  const timeoutMs = parameters.timeoutMs ?? 30_000
  const user = systemUser('postgres')
  const directory = mkdtempSync(join(tmpdir(), 'latchkit-postgres-'))
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true })
  try {
    if (user) chownSync(directory, user.uid, user.gid)
    const options = { ...user, env: { ...process.env, LC_ALL: 'C' } }
    await run(
      binary('initdb'),
      ['-D', directory, '-U', 'latchkit', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
      options,
    )
    for (let attempt = 1; ; attempt++) {
      const port = await freePort()
      try {
        const server = await startServerProcess({
          command: binary('postgres'),
          args: [
            ...['-D', directory, '-p', String(port), '-k', directory],
            ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
            ...['-c', 'full_page_writes=off'],
          ],
          user,
          isReady: async () => {
            await run(binary('pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'latchkit'])
            return true
          },
          timeoutMs,
          stopSignal: 'SIGINT',
        })
        return {
          pid: server.pid,
          port,
          url: `postgres://latchkit@127.0.0.1:${port}/postgres`,
          stop: async () => {
            await server.stop()
            removeDirectory()
          },
        }
      } catch (error) {
        // Another process took the port between freePort() and the server's bind: try another.
        if (attempt >= 3) throw error
      }
    }
  } catch (error) {
    removeDirectory()
    throw new DatabaseStartError('PostgreSQL did not start.', {
      details: [
        String(error),
        (error as { output?: string; stderr?: string }).output ?? (error as { stderr?: string }).stderr ?? '',
      ]
        .filter(Boolean)
        .join('\n'),
      cause: error,
    })
  }
}
