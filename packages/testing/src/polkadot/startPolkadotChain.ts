import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rococoAssetHubGenesisSs58Prefix, writeChainSpecFile } from './chainSpecFile.js'
import { chopsticksConfig, type PolkadotBlockMode } from './chopsticksConfig.js'
import { PolkadotChainOptionsError, PolkadotChainStartError } from './errors.js'
import { callPolkadotRpc } from './polkadotRpc.js'
import { type PolkadotTestAccount, polkadotTestAccounts } from './polkadotTestAccounts.js'
import { spawnChopsticks } from './spawnChopsticks.js'

export type StartPolkadotChainOptions = {
  /** Planck (10^-decimals of the token) each test account holds at the start. @default 10,000 tokens */
  freeBalance?: bigint
  /**
   * `Instant`: each submitted extrinsic is put in a block at once. `Manual`: blocks are made only
   * on `dev_newBlock`, for tests of a pending transaction. @default 'Instant'
   */
  blockMode?: PolkadotBlockMode
  /** @default 30_000 */
  timeoutMs?: number
  /** Receives each line chopsticks prints. Nothing is printed by default. */
  onLog?: (line: string) => void
}

/** A running local Polkadot-family chain (chopsticks), on 127.0.0.1. */
export type PolkadotChain = {
  pid: number
  /** For `new WsProvider(wsUrl)`; the same port answers JSON-RPC over HTTP POST. */
  wsUrl: string
  /** The chain's name in its spec: "Rococo Asset Hub". */
  name: string
  /**
   * 0x-hex hash of block 0, as every client of this chain reads it: chopsticks gives a chain it
   * starts from a genesis the fixed hash 0x4545…45 (the runtime's `System.BlockHash(0)` in that
   * spec, which signed extrinsics commit to), not Rococo Asset Hub's real one. Stable across runs.
   */
  genesisHash: `0x${string}`
  /** `polkadot:` and the first 32 hex characters of the genesis hash (CAIP-2). */
  caipNetworkId: `polkadot:${string}`
  /** Address prefix, the runtime's `System.SS58Prefix` (2: that genesis runtime was Statemine's). */
  ss58Prefix: number
  decimals: number
  symbol: string
  blockMode: PolkadotBlockMode
  /** Funded with `freeBalance` each. Their keys are public dev keys: never use them on a real network. */
  accounts: readonly PolkadotTestAccount[]
  /** Stops the process group and resolves once chopsticks has exited. Safe to call twice. */
  stop: () => Promise<void>
}

type SystemProperties = { tokenDecimals?: number | number[]; tokenSymbol?: string | string[] }

const first = <value>(value: value | value[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Starts chopsticks from the raw chain spec of Rococo Asset Hub (shipped by
 * `@substrate/connect-known-chains`; nothing is fetched from the network), in instant block mode
 * unless told otherwise, with the test accounts funded, and resolves once it answers JSON-RPC.
 *
 * @throws {PolkadotChainStartError} when chopsticks fails or does not listen in `timeoutMs`
 * (stopped first, so the call can be retried).
 * @example
 * const chain = await startPolkadotChain()
 * const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl) })
 * await chain.stop()
 */
export async function startPolkadotChain(options: StartPolkadotChainOptions = {}): Promise<PolkadotChain> {
  const { freeBalance = 10_000n * 10n ** 12n, blockMode = 'Instant', timeoutMs = 30_000, onLog } = options
  if (freeBalance <= 0n) throw new PolkadotChainOptionsError('freeBalance must be more than 0.')
  if (blockMode !== 'Instant' && blockMode !== 'Manual')
    throw new PolkadotChainOptionsError(`blockMode must be 'Instant' or 'Manual', got ${String(blockMode)}.`)

  const directory = await mkdtemp(join(tmpdir(), 'latchkit-chopsticks-'))
  const removeDirectory = () => rm(directory, { recursive: true, force: true })
  try {
    const ss58Prefix = rococoAssetHubGenesisSs58Prefix
    const accounts = await polkadotTestAccounts(ss58Prefix)
    const configPath = join(directory, 'chopsticks.json')
    const chainSpec = await writeChainSpecFile(directory)
    const config = chopsticksConfig({
      chainSpecPath: chainSpec.path,
      blockMode,
      fundedAddresses: accounts.map((account) => account.address),
      freeBalance,
    })
    await writeFile(configPath, JSON.stringify(config))
    const chopsticks = await spawnChopsticks({ configPath, cwd: directory, timeoutMs, onLog })
    let stopped: Promise<void> | undefined
    const stop = () => {
      stopped ??= chopsticks.stop().then(removeDirectory)
      return stopped
    }
    try {
      const [genesisHash, properties] = await Promise.all([
        callPolkadotRpc<`0x${string}`>(chopsticks.httpUrl, 'chain_getBlockHash', [0]),
        callPolkadotRpc<SystemProperties>(chopsticks.httpUrl, 'system_properties'),
      ])
      return {
        pid: chopsticks.pid,
        wsUrl: chopsticks.wsUrl,
        name: chainSpec.name,
        genesisHash,
        caipNetworkId: `polkadot:${genesisHash.slice(2, 34)}`,
        ss58Prefix,
        decimals: first(properties.tokenDecimals) ?? 12,
        symbol: first(properties.tokenSymbol) ?? 'UNIT',
        blockMode,
        accounts,
        stop,
      }
    } catch (error) {
      await stop()
      throw error
    }
  } catch (error) {
    await removeDirectory()
    const output = (error as { output?: string }).output ?? ''
    throw new PolkadotChainStartError('chopsticks (the Polkadot chain) did not start.', {
      details: [error instanceof Error ? error.message : String(error), output].filter(Boolean).join('\n'),
      cause: error,
    })
  }
}
