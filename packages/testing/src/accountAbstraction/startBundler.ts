import { fileURLToPath } from 'node:url'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { freePort } from '../databases/freePort.js'
import { resolveAltoCli } from './altoCli.js'
import { type ChildServer, spawnChildServer } from './bundlerProcess.js'
import { BundlerStartError } from './errors.js'

export type StartBundlerParameters = {
  /** The chain's JSON-RPC URL (an anvil of the rig). */
  rpcUrl: string
  /** The EntryPoint v0.7 the bundler serves (deployed already: see `deployAccountAbstraction`). */
  entryPoint: Address
  /** Signs and pays for the `handleOps` transactions; must hold ETH. */
  executorPrivateKey: Hex
  /** Deploys Alto's simulation contracts at start-up; must hold ETH. */
  utilityPrivateKey: Hex
  /** Receives each line Alto prints. Nothing is printed by default. */
  onLog?: ((line: string) => void) | undefined
  /**
   * Alto's log level.
   * @default 'warn'
   */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | undefined
  /**
   * How long Alto may take to answer `eth_supportedEntryPoints`, in milliseconds.
   * @default 60_000
   */
  timeoutMs?: number | undefined
}

/** A running ERC-4337 bundler. */
export type Bundler = {
  /** Its JSON-RPC URL on 127.0.0.1, for viem's `createBundlerClient({ transport: http(url) })`. */
  url: string
  /** Alto's process id. */
  pid: number
  /** Stops Alto by its pid; resolves once it has exited. Safe to call twice. */
  stop: () => Promise<void>
}

const host = '127.0.0.1'
const attempts = 3
const pollIntervalMs = 100
const bindLoopback = new URL('./bindLoopback.mjs', import.meta.url).href

/**
 * Runs Pimlico's Alto (`@pimlico/alto`, the bundler published on npm) as a child process on a
 * free port of 127.0.0.1 and resolves once it answers `eth_supportedEntryPoints` with
 * `entryPoint`. On start-up Alto deploys its simulation contracts with the utility key (through the
 * deterministic deployer). It runs with safe mode off, since anvil has no tracer for the ERC-7562
 * rules, and with CORS on, so pages under test can call it.
 *
 * @throws {BundlerStartError} when Alto exits or is not ready in `timeoutMs`; it is stopped first.
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
  const { rpcUrl, entryPoint, executorPrivateKey, utilityPrivateKey, onLog, logLevel = 'warn' } = parameters
  const timeoutMs = parameters.timeoutMs ?? 60_000
  const cli = resolveAltoCli()
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const url = `http://${host}:${port}`
    const alto = spawnChildServer({
      command: process.execPath,
      args: [
        ...['--import', bindLoopback, cli],
        ...['--entrypoints', entryPoint, '--rpc-url', rpcUrl, '--port', String(port)],
        ...['--safe-mode', 'false', '--enable-cors', 'true', '--log-level', logLevel],
        // Alto polls the node every quarter of the block time; anvil mines each transaction at once.
        ...['--block-time', '400'],
        // The rig funds the executor itself; Alto's refills and balance checks would only add traffic.
        ...['--refilling-wallets', 'false', '--utility-wallet-monitor', 'false'],
      ],
      // The keys go through the environment, not the command line that `ps` shows. Nothing else is
      // inherited, so a stray ALTO_* variable or NODE_OPTIONS cannot change the bundler.
      env: {
        PATH: process.env.PATH ?? '',
        LATCHKIT_BUNDLER_HOST: host,
        ALTO_EXECUTOR_PRIVATE_KEYS: executorPrivateKey,
        ALTO_UTILITY_PRIVATE_KEY: utilityPrivateKey,
      },
      // Alto loads a .env from its working directory; this folder has none.
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      onLog,
    })
    try {
      await waitUntilServing({ url, entryPoint, alto, deadline: Date.now() + timeoutMs, timeoutMs })
      return { url, pid: alto.pid as number, stop: alto.stop }
    } catch (error) {
      await alto.stop()
      const output = alto.lastLines()
      // Another process took the port between freePort() and Alto's listen: try another.
      if (attempt < attempts && output.some((line) => line.includes('EADDRINUSE'))) continue
      throw new BundlerStartError('The bundler (Alto) did not start.', {
        details: [error instanceof Error ? error.message : String(error), ...output.slice(-15)].join('\n'),
        cause: error,
      })
    }
  }
}

async function waitUntilServing(parameters: {
  url: string
  entryPoint: Address
  alto: ChildServer
  deadline: number
  timeoutMs: number
}): Promise<void> {
  const { url, entryPoint, alto, deadline, timeoutMs } = parameters
  if (alto.pid === undefined) await alto.exited
  while (!alto.hasExited()) {
    if (await servesEntryPoint(url, entryPoint)) return
    if (Date.now() > deadline) throw new Error(`Not ready after ${timeoutMs} ms.`)
    await Promise.race([alto.exited, new Promise((resolve) => setTimeout(resolve, pollIntervalMs))])
  }
  throw new Error('Alto exited before it was ready.')
}

async function servesEntryPoint(url: string, entryPoint: Address): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const { result } = (await response.json()) as { result?: unknown }
    return (
      Array.isArray(result) &&
      result.some((address) => typeof address === 'string' && isAddressEqual(address as Address, entryPoint))
    )
  } catch {
    return false
  }
}
