import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { killOnProcessExit } from '../evm/killOnProcessExit.js'

/** A server the rig started: its pid, and `stop()`, which resolves once the process has exited. */
export type ServerProcess = { pid: number; stop: () => Promise<void> }

const keptOutputLines = 20

/**
 * Spawns `command` and resolves once `isReady` answers true, polling it until `timeoutMs`. The
 * server is killed with this process if nobody stops it. On failure it is stopped first and the
 * rejection quotes its last lines of output.
 */
export async function startServerProcess(parameters: {
  command: string
  args: readonly string[]
  user?: { uid: number; gid: number } | undefined
  isReady: () => Promise<boolean>
  timeoutMs: number
  /** PostgreSQL's fast shutdown is SIGINT. @default 'SIGTERM' */
  stopSignal?: NodeJS.Signals
}): Promise<ServerProcess> {
  const { command, args, user, isReady, timeoutMs, stopSignal = 'SIGTERM' } = parameters
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...user })
  const forget = killOnProcessExit(child)
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line)
      if (output.length > keptOutputLines) output.shift()
    })
  let failure: Error | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('close', (code, signal) => {
      failure ??= new Error(`${command} exited (${signal ?? `code ${code}`}) before it was ready.`)
      resolve()
    })
    child.once('error', (error) => {
      failure ??= error
      if (child.pid === undefined) resolve()
    })
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined)
      child.kill(stopSignal)
    await exited
    forget()
  }

  const deadline = Date.now() + timeoutMs
  while (!failure) {
    if (await isReady().catch(() => false)) return { pid: child.pid as number, stop }
    if (Date.now() > deadline) failure = new Error(`Not ready after ${timeoutMs} ms.`)
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw Object.assign(failure, { output: output.join('\n') })
}
