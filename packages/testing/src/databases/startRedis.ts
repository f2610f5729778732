import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseStartError } from './errors.js'
import { freePort } from './freePort.js'
import { startServerProcess } from './serverProcess.js'
import { tcpProbe } from './tcpProbe.js'

/** A Redis server of the rig, on 127.0.0.1 without a password. */
export type Redis = { pid: number; port: number; url: string; stop: () => Promise<void> }

/**
 * Starts a throw-away Redis (Debian's `redis-server` package) on a free port of 127.0.0.1,
 * persisting nothing. `stop()` shuts it down by its pid.
 *
 * @throws {DatabaseStartError} when the server fails or does not answer PING in `timeoutMs`.
 */
export async function startRedis(parameters: { timeoutMs?: number } = {}): Promise<Redis> {
  const timeoutMs = parameters.timeoutMs ?? 15_000
  const directory = mkdtempSync(join(tmpdir(), 'latchkit-redis-'))
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true })
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      const server = await startServerProcess({
        command: 'redis-server',
        args: [
          ...['--port', String(port), '--bind', '127.0.0.1', '--dir', directory],
          ...['--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        ],
        isReady: () => tcpProbe(port, 'PING\r\n', '+PONG'),
        timeoutMs,
      })
      return {
        pid: server.pid,
        port,
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          await server.stop()
          removeDirectory()
        },
      }
    } catch (error) {
      // Another process took the port between freePort() and the server's bind: try another.
      if (attempt < 3) continue
      removeDirectory()
      throw new DatabaseStartError('Redis did not start.', {
        details: [String(error), (error as { output?: string }).output ?? ''].filter(Boolean).join('\n'),
        cause: error,
      })
    }
  }
}
