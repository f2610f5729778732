import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import { accountMethods } from './accountMethods.js'
import { defaultBlockhashLifetimeSlots, solanaLocalCaipNetworkId, solanaLocalGenesisHash } from './cluster.js'
import { clusterMethods } from './clusterMethods.js'
import { historyMethods } from './historyMethods.js'
import { createLatchUsd, latchUsd, type SolanaTestToken } from './latchUsd.js'
import { createLedger } from './ledger.js'
import { startRpcServer } from './rpcServer.js'
import { createSubscriptionHub } from './subscriptions.js'
import { type SolanaTestAccount, solanaTestAccounts } from './testAccounts.js'
import { tokenMethods } from './tokenMethods.js'
import { transactionMethods } from './transactionMethods.js'

export type StartSolanaOptions = {
  /** Port of the RPC (HTTP and WebSocket). @default 0 (a free port) */
  port?: number
  /** Lamports each test account starts with. @default 100 SOL */
  lamportsPerAccount?: bigint
  /** Latch USD base units each test account starts with. @default 10,000 lUSD (as on the EVM rig) */
  tokenAmountPerAccount?: bigint
  /**
   * Milliseconds per slot when no transaction arrives; 0 stops the clock between transactions
   * (each landed transaction still makes a new block). @default 400 (mainnet's slot time)
   */
  slotIntervalMs?: number
  /** Blocks a blockhash stays valid for. @default 150 */
  blockhashLifetimeSlots?: number
}

export type SolanaRig = {
  /** HTTP JSON-RPC endpoint, for `new Connection(rpcUrl, { wsEndpoint: wsUrl })`. */
  rpcUrl: string
  /**
   * WebSocket endpoint (same port as `rpcUrl`). Pass it as `wsEndpoint`: web3.js otherwise
   * guesses the HTTP port + 1, a validator's layout.
   */
  wsUrl: string
  /** `solana:` and the first 32 characters of the genesis hash. */
  caipNetworkId: typeof solanaLocalCaipNetworkId
  genesisHash: string
  /** Funded with SOL and Latch USD. */
  accounts: readonly SolanaTestAccount[]
  token: SolanaTestToken
  /** Closes every connection and the server; resolves once they are closed. */
  stop(): Promise<void>
}

/** `startSolana` was given options it cannot honour. */
export class StartSolanaOptionsError extends Error {
  override name = 'StartSolanaOptionsError' as const
}

function check(isValid: boolean, message: string) {
  if (!isValid) throw new StartSolanaOptionsError(message)
}

/**
 * Starts a local Solana cluster: LiteSVM behind a JSON-RPC server on 127.0.0.1 that
 * `@solana/web3.js` talks to as to a validator, with funded test accounts and the Latch USD token.
 *
 * @example
 * const solana = await startSolana()
 * const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
 * await connection.getBalance(solana.accounts[0].publicKey)
 * await solana.stop()
 */
export async function startSolana(parameters: StartSolanaOptions = {}): Promise<SolanaRig> {
  const {
    port = 0,
    lamportsPerAccount = 100n * BigInt(LAMPORTS_PER_SOL),
    tokenAmountPerAccount = 10_000n * 10n ** BigInt(latchUsd.decimals),
    slotIntervalMs = 400,
    blockhashLifetimeSlots = defaultBlockhashLifetimeSlots,
  } = parameters
  check(
    Number.isInteger(port) && port >= 0 && port <= 65_535,
    `port must be an integer from 0 to 65535, got ${port}`,
  )
  check(lamportsPerAccount > 0n, 'lamportsPerAccount must be more than 0')
  check(tokenAmountPerAccount >= 0n, 'tokenAmountPerAccount must not be negative')
  check(Number.isFinite(slotIntervalMs) && slotIntervalMs >= 0, 'slotIntervalMs must be 0 or more')
  check(
    Number.isInteger(blockhashLifetimeSlots) && blockhashLifetimeSlots > 0,
    'blockhashLifetimeSlots must be a positive integer',
  )

  const ledger = createLedger({ blockhashLifetimeSlots })
  ledger.airdrop(latchUsd.mintAuthority.address, BigInt(LAMPORTS_PER_SOL))
  for (const account of solanaTestAccounts) ledger.airdrop(account.address, lamportsPerAccount)
  createLatchUsd(ledger, solanaTestAccounts, tokenAmountPerAccount)

  const methods = {
    ...clusterMethods(ledger),
    ...accountMethods(ledger),
    ...tokenMethods(ledger),
    ...transactionMethods(ledger),
    ...historyMethods(ledger),
  }
  const server = await startRpcServer({ methods, hub: createSubscriptionHub(ledger), port })
  const ticker = slotIntervalMs > 0 ? setInterval(() => ledger.clock.advance(), slotIntervalMs) : undefined
  ticker?.unref()

  let stopped: Promise<void> | undefined
  return {
    rpcUrl: `http://127.0.0.1:${server.port}`,
    wsUrl: `ws://127.0.0.1:${server.port}`,
    caipNetworkId: solanaLocalCaipNetworkId,
    genesisHash: solanaLocalGenesisHash,
    accounts: solanaTestAccounts,
    token: latchUsd,
    stop: () => {
      clearInterval(ticker)
      stopped ??= server.close()
      return stopped
    },
  }
}
