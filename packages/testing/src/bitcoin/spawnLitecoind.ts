import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../databases/freePort.js'
import { startServerProcess } from '../databases/serverProcess.js'
import { LitecoinStartError } from './errors.js'
import { isProcessAlive } from './isProcessAlive.js'
import { createLitecoinRpc, type LitecoinRpc } from './litecoinRpc.js'

/** A running `litecoind -regtest` with an empty chain. */
export type LitecoindProcess = {
  pid: number
  /** `http://127.0.0.1:<rpcPort>`; wallet calls go to `<rpcUrl>/wallet/<name>`. */
  rpcUrl: string
  rpcPort: number
  /** Peer-to-peer port, bound to 127.0.0.1 only. */
  p2pPort: number
  /** RPC credentials (generated for this node; the node holds only a salted hash of the password). */
  rpcUser: string
  rpcPassword: string
  /** The node's temporary data directory, removed by `stop()`. */
  dataDir: string
  rpc: LitecoinRpc
  /** Asks the node to stop (RPC `stop`), SIGTERM if it has not exited in time; then removes `dataDir`. */
  stop: () => Promise<void>
}

const rpcUser = 'latchkit'

// What keeps a regtest node to itself: every socket on 127.0.0.1 (the Tor-service bind as well,
// whose default 127.0.0.1:19444 would clash between two nodes), no peers sought or announced.
// MWEB never activates: at its regtest activation height (432) litecoind 0.21.2.1 cannot mine a
// block without a peg-in (`bad-txns-vin-empty` on the first HogEx), and no Bitcoin wallet needs it.
// A small keypool: a legacy wallet otherwise derives 3,000 keys at `createwallet` (4 s here).
function litecoindArgs(parameters: {
  dataDir: string
  rpcPort: number
  p2pPort: number
  onionPort: number
  rpcAuth: string
}): string[] {
  const { dataDir, rpcPort, p2pPort, onionPort, rpcAuth } = parameters
  return [
    ...['-regtest', `-datadir=${dataDir}`, '-server=1', '-txindex=1', '-fallbackfee=0.0002'],
    ...['-rpcbind=127.0.0.1', '-rpcallowip=127.0.0.1', `-rpcport=${rpcPort}`, `-rpcauth=${rpcAuth}`],
    ...['-listen=1', `-port=${p2pPort}`, `-bind=127.0.0.1:${p2pPort}`, `-bind=127.0.0.1:${onionPort}=onion`],
    ...['-connect=0', '-dnsseed=0', '-discover=0', '-upnp=0', '-listenonion=0'],
    ...['-vbparams=mweb:-2:0', '-keypool=10', '-persistmempool=0', '-printtoconsole=0'],
  ]
}

// The `-rpcauth` form of share/rpcauth: user:salt$HMAC-SHA256(key = salt, message = password).
function rpcAuthFor(password: string): string {
  const salt = randomBytes(16).toString('hex')
  return `${rpcUser}:${salt}$${createHmac('sha256', salt).update(password).digest('hex')}`
}

async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}

/**
 * Spawns Debian's `litecoind` in regtest with a fresh temporary data directory, RPC and P2P on
 * free ports of 127.0.0.1, and resolves once `getblockchaininfo` answers. A port lost to another
 * process between the pick and the bind is retried with new ports. The process is killed with
 * this one if nobody stops it (the data directory then stays in the system's temp folder).
 *
 * @throws {LitecoinStartError} when the node fails or does not answer in `timeoutMs`.
 */
export async function spawnLitecoind(
  parameters: { timeoutMs?: number; stopTimeoutMs?: number; args?: readonly string[] } = {},
): Promise<LitecoindProcess> {
  const { timeoutMs = 30_000, stopTimeoutMs = 15_000, args = [] } = parameters
  const rpcPassword = randomBytes(24).toString('hex')
  const rpcAuth = rpcAuthFor(rpcPassword)
  for (let attempt = 1; ; attempt++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'latchkit-litecoind-'))
    const [rpcPort = 0, p2pPort = 0, onionPort = 0] = await distinctFreePorts(3)
    const rpcUrl = `http://127.0.0.1:${rpcPort}`
    const rpc = createLitecoinRpc({ url: rpcUrl, username: rpcUser, password: rpcPassword, timeoutMs: 5_000 })
    try {
      const server = await startServerProcess({
        command: 'litecoind',
        args: [...litecoindArgs({ dataDir, rpcPort, p2pPort, onionPort, rpcAuth }), ...args],
        // Answers only once the node has loaded its chain (RPC error -28 "Loading..." until then).
        isReady: async () => (await rpc<{ chain: string }>('getblockchaininfo')).chain === 'regtest',
        timeoutMs,
      })
      let stopped: Promise<void> | undefined
      const stop = async () => {
        // A node that is already gone cannot answer `stop`; the signal below is the fallback.
        await rpc('stop').then(
          () => waitForExit(server.pid, stopTimeoutMs),
          () => {},
        )
        await server.stop()
        rmSync(dataDir, { recursive: true, force: true })
      }
      return {
        pid: server.pid,
        rpcUrl,
        rpcPort,
        p2pPort,
        rpcUser,
        rpcPassword,
        dataDir,
        rpc: createLitecoinRpc({ url: rpcUrl, username: rpcUser, password: rpcPassword }),
        stop: () => {
          stopped ??= stop()
          return stopped
        },
      }
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true })
      const output = (error as { output?: string }).output ?? ''
      // "Unable to bind to 127.0.0.1:<port>": another process took a port; other failures repeat.
      if (attempt < 3 && /unable to bind/i.test(output)) continue
      throw new LitecoinStartError('litecoind (regtest) did not start.', {
        details: [String(error), output].filter(Boolean).join('\n'),
        cause: error,
      })
    }
  }
}
