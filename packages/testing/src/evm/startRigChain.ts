import type { Address, Chain } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { defineRigChain } from './defineRigChain.js'
import { deployRigContracts } from './deployRigContracts.js'
import { deployUniswapV2, type UniswapV2Addresses } from './deployUniswapV2.js'
import type { EvmEnsProfile } from './ensProfiles.js'
import { ContractSetupError } from './errors.js'
import { fundLiquidityAccount } from './liquidityAccount.js'
import { registerEnsProfiles } from './registerEnsProfiles.js'
import { rigPoolTotal } from './rigPools.js'
import type { EvmRigToken, RigTokenSymbol } from './rigTokens.js'
import { seedRigPools } from './seedRigPools.js'
import { createSetupSender } from './setupSender.js'
import { startAnvil } from './startAnvil.js'
import type { EvmTestAccount } from './testAccounts.js'

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
  /**
   * Uniswap v2 (the published build), with pools of lUSD/LTK, lUSD/WETH and LTK/WETH priced as
   * the registry's prices say: what an on-chain swap provider and the registry's convert routes use.
   */
  uniswapV2: UniswapV2Addresses
}

export type StartRigChainParameters = {
  chainId: number
  name: string
  mnemonic: string
  accounts: readonly Address[]
  /** Deploys Uniswap v2 and holds its pools' shares; not among `accounts`. */
  liquidityAccount: EvmTestAccount
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
  const { chainId, name, mnemonic, accounts, liquidityAccount, ensProfiles, onLog, timeoutMs } = parameters
  const anvil = await startAnvil({ chainId, mnemonic, accountCount: accounts.length, onLog, timeoutMs })
  try {
    const { rpcUrl, wsUrl } = anvil
    const [deployer] = accounts
    if (!deployer) throw new ContractSetupError('The rig needs at least one account.')
    const bareChain = defineRigChain({ chainId, name, rpcUrl, wsUrl })
    const liquidity = privateKeyToAccount(liquidityAccount.privateKey)
    const sender = createSetupSender({ chain: bareChain, account: liquidity })
    // The rig's contracts (from the first test account) and Uniswap (from the liquidity account)
    // deploy side by side; then the ENS names are registered while the pools are seeded.
    const [contracts, uniswapV2] = await Promise.all([
      deployRigContracts({
        chain: bareChain,
        deployer,
        holders: accounts,
        reserve: {
          holder: liquidity.address,
          amounts: { lUSD: rigPoolTotal('lUSD'), LTK: rigPoolTotal('LTK') },
        },
      }),
      fundLiquidityAccount(bareChain, liquidity.address).then(() =>
        deployUniswapV2({ sender, deployer: liquidity.address }),
      ),
    ])
    await Promise.all([
      registerEnsProfiles({
        chain: bareChain,
        deployer,
        resolver: contracts.ensUniversalResolver.address,
        ensProfiles,
      }),
      seedRigPools({
        sender,
        router: uniswapV2.addresses.router,
        tokens: contracts.tokens,
        owner: liquidity.address,
      }).then((pools) => sender.confirm([...uniswapV2.sent, ...pools])),
    ])
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
      uniswapV2: uniswapV2.addresses,
    }
    return { chain, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
