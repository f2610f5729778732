import { startAnvil } from '../evm/startAnvil.js'
import { anvilMnemonic, deriveTestAccounts, type EvmTestAccount } from '../evm/testAccounts.js'
import { deployIdRegistry, type IdRegistryRig } from './deployIdRegistry.js'

/** A chain standing in for Farcaster's (OP Mainnet): anvil with the rig's IdRegistry on it. */
export type FarcasterChainRig = {
  chainId: number
  rpcUrl: string
  idRegistry: IdRegistryRig
  /** Accounts of anvil's mnemonic, to be custody addresses (none holds an fid until registered). */
  accounts: readonly EvmTestAccount[]
  /** Stops anvil; resolves once it has exited. */
  stop: () => Promise<void>
}

/**
 * Starts one anvil (chain id 10 by default, OP Mainnet's, where Farcaster's registry lives) and
 * deploys the rig's IdRegistry on it: what a wallet service reads to know who holds which fid.
 *
 * @throws {AnvilStartError} or {ContractSetupError}; nothing is left running.
 */
export async function startFarcasterChain(
  options: { chainId?: number; accountCount?: number } = {},
): Promise<FarcasterChainRig> {
  const { chainId = 10, accountCount = 5 } = options
  const accounts = deriveTestAccounts(anvilMnemonic, accountCount)
  const anvil = await startAnvil({ chainId, mnemonic: anvilMnemonic, accountCount })
  try {
    const [deployer] = accounts
    if (!deployer) throw new RangeError('startFarcasterChain needs at least one account.')
    const idRegistry = await deployIdRegistry({ rpcUrl: anvil.rpcUrl, chainId, sender: deployer.address })
    return { chainId, rpcUrl: anvil.rpcUrl, idRegistry, accounts, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
