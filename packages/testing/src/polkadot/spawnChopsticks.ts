import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { killOnProcessExit } from '../evm/killOnProcessExit.js'

/** A running chopsticks: its process id, endpoint, and `stop()`, which resolves once it has exited. */
export type ChopsticksProcess = {
  pid: number
  /** `ws://127.0.0.1:<port>`; the same port answers JSON-RPC over HTTP POST. */
  wsUrl: string
  httpUrl: string
  stop: () => Promise<void>
}

const listeningLine = /RPC listening on http:\/\/127\.0\.0\.1:(\d+)/
const keptOutputLines = 30

function chopsticksBin(): string {
  // The package's `exports` maps every subpath into dist/, so its bin is found from the main entry
  // (dist/esm/index.js).
  const main = fileURLToPath(import.meta.resolve('@acala-network/chopsticks'))
  return join(dirname(main), '../../chopsticks.cjs')
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is gone already.
  }
}

/**
 * Spawns chopsticks with the configuration file `configPath` in a process group of its own, and
 * resolves once it prints the port it listens on. Node 22 is chopsticks' declared engine; the
 * parts the rig uses run on Node 20 (checked by startPolkadotChain.test.ts).
 *
 * Rejects with the reason and chopsticks' last lines (`output`) if it exits or is not listening
 * in `timeoutMs`; it is stopped first.
 */
export async function spawnChopsticks(parameters: {
  configPath: string
  /** Working directory: chopsticks reads a `.env` there. */
  cwd: string
  timeoutMs: number
  /** Receives each line chopsticks prints. */
  onLog?: ((line: string) => void) | undefined
}): Promise<ChopsticksProcess> {
  const { configPath, cwd, timeoutMs, onLog } = parameters
  const { PORT: _ignoredPort, ...environment } = process.env
  const child = spawn(process.execPath, [chopsticksBin(), `--config=${configPath}`], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // PORT would override the configured port; plugins only cost start-up time here.
    env: { ...environment, DISABLE_PLUGINS: 'true', LOG_LEVEL: 'info', LOG_COMPACT: 'true' },
  })
  const forget = killOnProcessExit(child)
  const output: string[] = []
  let onPort: (port: number) => void = () => {}
  const port = new Promise<number>((resolve) => {
    onPort = resolve
  })
  let failStart: (error: Error) => void = () => {}
  const failure = new Promise<never>((_, reject) => {
    failStart = reject
  })
  failure.catch(() => {})
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      failStart(new Error(`chopsticks exited (${signal ?? `code ${code}`}) before it was listening.`))
      resolve()
    })
    child.once('error', (error) => {
      failStart(error)
      if (child.pid === undefined) resolve()
    })
  })
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line)
      if (output.length > keptOutputLines) output.shift()
      const listening = line.match(listeningLine)
      if (listening) onPort(Number(listening[1]))
      onLog?.(line)
    })
  const timer = setTimeout(() => failStart(new Error(`Not listening after ${timeoutMs} ms.`)), timeoutMs)

  // The whole group, though chopsticks runs its workers as threads today; SIGKILL if SIGTERM has
  // not ended it in 5 s.
  const stop = async () => {
    const pid = child.pid
    if (pid !== undefined) {
      signalGroup(pid, 'SIGTERM')
      const killTimer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5_000)
      await exited
      clearTimeout(killTimer)
    }
    await exited
    forget()
  }

  try {
    const listeningPort = await Promise.race([port, failure])
    const httpUrl = `http://127.0.0.1:${listeningPort}`
    return { pid: child.pid as number, wsUrl: `ws://127.0.0.1:${listeningPort}`, httpUrl, stop }
  } catch (error) {
    await stop()
    throw Object.assign(error as Error, { output: output.join('\n') })
  } finally {
    clearTimeout(timer)
  }
}
