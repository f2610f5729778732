import { type EvmEnsProfile, ensProfileCount, ensProfilesFor } from './ensProfiles.js'
import { StartEvmOptionsError } from './errors.js'
import { deriveLiquidityAccount, liquidityAccountIndex } from './liquidityAccount.js'
import { type EvmRigChain, startRigChain } from './startRigChain.js'
import { anvilMnemonic, deriveTestAccounts, type EvmTestAccount } from './testAccounts.js'

export type StartEvmOptions = {
  /**
   * Prefunded accounts per chain (10,000 ETH and the rig's tokens each). The first three get ENS names.
   * @default 10
   */
  accountCount?: number | undefined
  /** Receives each line anvil prints, with its chain id. Nothing is printed by default. */
  onLog?: ((line: string, chainId: number) => void) | undefined
  /**
   * How long each anvil may take to answer `eth_chainId`, in milliseconds.
   * @default 10_000
   */
  timeoutMs?: number | undefined
}

/** The running EVM rig: two anvil chains with the same accounts, tokens and ENS names. */
export type EvmRig = {
  /** Chain A (31337, "LatchKit Local A") and chain B (31338, "LatchKit Local B"). */
  chains: readonly [EvmRigChain, EvmRigChain]
  /** The accounts of anvil's default mnemonic, funded on both chains. */
  accounts: readonly EvmTestAccount[]
  /** ENS names and avatars of the first accounts, resolvable on both chains. */
  ensProfiles: readonly EvmEnsProfile[]
  /**
   * Deployed Uniswap v2 and owns its pools' shares on both chains (a key of anvil's mnemonic past
   * the test accounts): a test that needs deeper pools or a moved price can trade or add from it.
   */
  liquidityAccount: EvmTestAccount
  /** Kills both anvil processes; resolves once they have exited. Safe to call twice. */
  stop: () => Promise<void>
}

/** The two rig chains. Distinct ids let tests prove that a switch of network really happened. */
export const evmRigChainSpecs = [
  { chainId: 31337, name: 'LatchKit Local A' },
  { chainId: 31338, name: 'LatchKit Local B' },
] as const

// The liquidity account takes the index after the last one.
const maxAccountCount = liquidityAccountIndex

/**
 * Starts the EVM part of the local rig: two anvil nodes on free 127.0.0.1 ports with prefunded
 * accounts, Multicall3, ERC-20 tokens (lUSD, 6 decimals; LTK, 18 decimals), ENS names and a
 * Uniswap v2 with lUSD/LTK, lUSD/WETH and LTK/WETH pools.
 *
 * @example
 * const rig = await startEvm()
 * const client = createPublicClient({ chain: rig.chains[0].chain, transport: http(), pollingInterval: 50 })
 * await client.getEnsName({ address: rig.accounts[0].address }) // 'alice.latch.eth'
 * await rig.stop()
 *
 * @throws {StartEvmOptionsError} for an account count out of range.
 * @throws {AnvilStartError} or {ContractSetupError} when a chain fails; nothing is left running.
 */
export async function startEvm(options: StartEvmOptions = {}): Promise<EvmRig> {
  const { accountCount = 10, onLog, timeoutMs } = options
  if (!Number.isInteger(accountCount) || accountCount < ensProfileCount || accountCount > maxAccountCount)
    throw new StartEvmOptionsError(
      `accountCount must be a whole number from ${ensProfileCount} to ${maxAccountCount}; got ${accountCount}.`,
    )
  if (timeoutMs !== undefined && !(timeoutMs > 0))
    throw new StartEvmOptionsError(`timeoutMs must be a positive number of milliseconds; got ${timeoutMs}.`)

  const accounts = deriveTestAccounts(anvilMnemonic, accountCount)
  const ensProfiles = ensProfilesFor(accounts)
  const liquidityAccount = deriveLiquidityAccount()
  const results = await Promise.allSettled(
    evmRigChainSpecs.map(({ chainId, name }) =>
      startRigChain({
        chainId,
        name,
        mnemonic: anvilMnemonic,
        accounts: accounts.map((account) => account.address),
        liquidityAccount,
        ensProfiles,
        onLog: onLog && ((line) => onLog(line, chainId)),
        timeoutMs,
      }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(started.map((chain) => chain.stop()))
  }
  const [a, b] = started
  if (!a || !b) {
    await stop()
    throw results.find((result) => result.status === 'rejected')?.reason
  }
  return { chains: [a.chain, b.chain], accounts, ensProfiles, liquidityAccount, stop }
}
