import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { resolveAnvilBinary } from './anvilBinary.js'
import { AnvilStartError } from './errors.js'
import { killOnProcessExit } from './killOnProcessExit.js'
import { waitForChainId } from './waitForChainId.js'

export type StartAnvilParameters = {
  chainId: number
  mnemonic: string
  accountCount: number
  /** Extra command-line arguments for anvil. */
  args?: readonly string[] | undefined
  /** Receives each line anvil prints. Nothing is printed by default. */
  onLog?: ((line: string) => void) | undefined
  /** @default 10_000 */
  timeoutMs?: number | undefined
}

/** A running anvil: its pid and URLs, and `stop()`, which resolves once the process has exited. */
export type AnvilProcess = {
  pid: number
  rpcUrl: string
  wsUrl: string
  stop: () => Promise<void>
}

const listeningLine = /Listening on 127\.0\.0\.1:(\d+)/
const keptOutputLines = 30

/**
 * Spawns anvil on 127.0.0.1 with a port the system picks (`--port 0`), reads the port from its
 * output, and resolves once `eth_chainId` answers `chainId`.
 *
 * @throws {AnvilStartError} if anvil cannot spawn, exits early, or is not ready in `timeoutMs`;
 * the process is stopped first, so the call can simply be retried.
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilProcess> {
  const { chainId, mnemonic, accountCount, args = [], onLog, timeoutMs = 10_000 } = parameters
  const deadline = Date.now() + timeoutMs
  const child = spawn(
    resolveAnvilBinary(),
    [
      ...['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)],
      ...['--mnemonic', mnemonic, '--accounts', String(accountCount)],
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const forget = killOnProcessExit(child)

  let onPort: (port: number) => void = () => {}
  const port = new Promise<number>((resolve) => {
    onPort = resolve
  })
  // Rejects when anvil fails before it is ready; a later rejection (the exit after stop) is moot.
  let failStart: (error: Error) => void = () => {}
  const failure = new Promise<never>((_, reject) => {
    failStart = reject
  })
  failure.catch(() => {})
  const startAborted = new AbortController()
  const exited = new Promise<void>((resolve) => {
    // 'close' comes after 'exit' once anvil's output is fully read, so errors quote its last words.
    child.once('close', (code, signal) => {
      failStart(new Error(`anvil exited (${signal ?? `code ${code}`}) before it was ready.`))
      resolve()
    })
    // A failed spawn (no pid) emits 'error' and never 'exit'.
    child.once('error', (error) => {
      failStart(error)
      if (child.pid === undefined) resolve()
    })
  })
  const timer = setTimeout(() => failStart(new Error(`Not ready after ${timeoutMs} ms.`)), timeoutMs)

  const output: string[] = []
  // Reading both pipes to the end also keeps anvil from blocking on a full pipe.
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line)
      if (output.length > keptOutputLines) output.shift()
      const listening = line.match(listeningLine)
      if (listening) onPort(Number(listening[1]))
      onLog?.(line)
    })

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) child.kill('SIGTERM')
    await exited
    forget()
  }

  try {
    const rpcUrl = `http://127.0.0.1:${await Promise.race([port, failure])}`
    await Promise.race([failure, waitForChainId({ rpcUrl, chainId, deadline, signal: startAborted.signal })])
    return { pid: child.pid as number, rpcUrl, wsUrl: rpcUrl.replace('http:', 'ws:'), stop }
  } catch (error) {
    startAborted.abort()
    await stop()
    throw new AnvilStartError(`anvil for chain ${chainId} did not start.`, {
      details: [error instanceof Error ? error.message : String(error), ...output.slice(-10)].join('\n'),
      cause: error,
    })
  } finally {
    clearTimeout(timer)
  }
}
