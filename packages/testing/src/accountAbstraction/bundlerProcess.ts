import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { killOnProcessExit } from '../evm/killOnProcessExit.js'

/** A spawned process: its pid, the last lines it printed, and `stop()`. */
export type ChildServer = {
  pid: number | undefined
  /** Resolves once the process has exited (or failed to spawn). */
  exited: Promise<void>
  /** Whether it has exited, or failed to spawn. */
  hasExited: () => boolean
  /** Its last lines of output, for error messages. */
  lastLines: () => string[]
  /** Sends SIGTERM (SIGKILL after `killAfterMs`) and resolves once the process has exited. */
  stop: () => Promise<void>
}

const keptOutputLines = 30
const killAfterMs = 5_000

/**
 * Spawns `command` with exactly `env` (nothing inherited) and pipes its output to `onLog`. The
 * process is killed with this one if nobody stops it.
 */
export function spawnChildServer(parameters: {
  command: string
  args: readonly string[]
  env: Record<string, string>
  cwd: string
  onLog?: ((line: string) => void) | undefined
}): ChildServer {
  const { command, args, env, cwd, onLog } = parameters
  // Next.js's global types (a workspace app uses Next) make NODE_ENV required; the child has none.
  const child = spawn(command, args, {
    cwd,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const forget = killOnProcessExit(child)
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line)
      if (output.length > keptOutputLines) output.shift()
      onLog?.(line)
    })
  let done = false
  const exited = new Promise<void>((resolve) => {
    // 'close' follows 'exit' once the output is read to its end, so errors quote its last words.
    child.once('close', () => {
      done = true
      resolve()
    })
    // A failed spawn (no pid) emits 'error' and never 'close'.
    child.once('error', () => {
      if (child.pid === undefined) {
        done = true
        resolve()
      }
    })
  })
  const stop = async () => {
    if (!done && child.pid !== undefined) {
      child.kill('SIGTERM')
      // Alto shuts down gracefully on SIGTERM; one that hangs is not waited for past this.
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs)
      await exited
      clearTimeout(timer)
    }
    await exited
    forget()
  }
  return { pid: child.pid, exited, hasExited: () => done, lastLines: () => [...output], stop }
}
