import type { Address, Chain } from 'viem'
import { defineRigChain } from './defineRigChain.js'
import { deployRigContracts } from './deployRigContracts.js'
import type { EvmEnsProfile } from './ensProfiles.js'
import type { EvmRigToken, RigTokenSymbol } from './rigTokens.js'
import { startAnvil } from './startAnvil.js'

/** One chain of the rig, with its contracts deployed. */
export type EvmRigChain = {
  chainId: number
  name: string
  rpcUrl: string
  wsUrl: string
  /** The anvil process id. */
  pid: number
  /** A viem chain with `rpcUrls`, `nativeCurrency`, `contracts.multicall3` and `contracts.ensUniversalResolver`. */
  chain: Chain
  /** The rig's ERC-20 tokens on this chain, by symbol. */
  tokens: Record<RigTokenSymbol, EvmRigToken>
  contracts: { multicall3: Address; ensUniversalResolver: Address }
}

export type StartRigChainParameters = {
  chainId: number
  name: string
  mnemonic: string
  accounts: readonly Address[]
  ensProfiles: readonly EvmEnsProfile[]
  onLog?: ((line: string) => void) | undefined
  timeoutMs?: number | undefined
}

/**
 * Starts one anvil and deploys the rig's contracts on it. If the deployment fails, anvil is
 * stopped before the error is thrown.
 */
export async function startRigChain(
  parameters: StartRigChainParameters,
): Promise<{ chain: EvmRigChain; stop: () => Promise<void> }> {
  const { chainId, name, mnemonic, accounts, ensProfiles, onLog, timeoutMs } = parameters
  const anvil = await startAnvil({ chainId, mnemonic, accountCount: accounts.length, onLog, timeoutMs })
  try {
    const { rpcUrl, wsUrl } = anvil
    const [deployer] = accounts
    if (!deployer) throw new Error('The rig needs at least one account.')
    const contracts = await deployRigContracts({
      chain: defineRigChain({ chainId, name, rpcUrl, wsUrl }),
      deployer,
      holders: accounts,
      ensProfiles,
    })
    const chain: EvmRigChain = {
      chainId,
      name,
      rpcUrl,
      wsUrl,
      pid: anvil.pid,
      chain: defineRigChain({ chainId, name, rpcUrl, wsUrl, contracts }),
      tokens: contracts.tokens,
      contracts: {
        multicall3: contracts.multicall3.address,
        ensUniversalResolver: contracts.ensUniversalResolver.address,
      },
    }
    return { chain, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
