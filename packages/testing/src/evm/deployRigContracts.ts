import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  getAddress,
  type Hash,
  http,
  type Transport,
} from 'viem'
import { deployContract, waitForTransactionReceipt } from 'viem/actions'
import {
  latchTokenArtifact,
  latchUniversalResolverArtifact,
  multicall3Artifact,
} from './artifacts.generated.js'
import { ContractSetupError } from './errors.js'
import { type EvmRigToken, type RigTokenSymbol, rigTokenSpecs } from './rigTokens.js'

/** A deployed contract in the shape of viem's `ChainContract`. */
export type DeployedContract = { address: Address; blockCreated: number }

export type DeployRigContractsParameters = {
  /** A chain without contracts yet, pointing at the fresh node. */
  chain: Chain
  /** An account the node holds the key of (anvil signs for its dev accounts). */
  deployer: Address
  /** Receive `balancePerAccount` of each of the rig's tokens. */
  holders: readonly Address[]
  /** Receives more of the rig's tokens on top: what the liquidity account puts in the pools. */
  reserve?: { holder: Address; amounts: Record<RigTokenSymbol, bigint> } | undefined
}

export type RigContracts = {
  multicall3: DeployedContract
  ensUniversalResolver: DeployedContract
  tokens: Record<RigTokenSymbol, EvmRigToken>
}

/**
 * Deploys Multicall3, the ENS universal resolver (without names: `registerEnsProfiles` adds them)
 * and the rig's tokens (minted to `holders` and the `reserve` holder) on a fresh chain.
 *
 * @throws {ContractSetupError} when a transaction reverts.
 */
export async function deployRigContracts(parameters: DeployRigContractsParameters): Promise<RigContracts> {
  const { chain, deployer, holders, reserve } = parameters
  // Anvil mines each transaction as it arrives, so a short poll finds every receipt at once.
  // Explicit type arguments and viem's standalone actions: inferring the client's type for this
  // chain, extended with the public actions, took TypeScript 20 s in every typecheck.
  const client = createWalletClient<Transport, Chain, Account>({
    account: deployer,
    chain,
    transport: http(),
    pollingInterval: 10,
  })
  const confirm = async (hashes: readonly Hash[]) =>
    Promise.all(
      hashes.map(async (hash) => {
        const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 10 })
        if (receipt.status !== 'success')
          throw new ContractSetupError(`Rig set-up transaction ${hash} reverted on chain ${chain.id}.`)
        return receipt
      }),
    )

  // Sent one after another so the node assigns nonces in order; confirmed together.
  const deployHashes = [
    await deployContract(client, multicall3Artifact),
    await deployContract(client, latchUniversalResolverArtifact),
  ]
  for (const token of rigTokenSpecs) {
    const minted = holders.map((holder) => [holder, token.balancePerAccount] as const)
    if (reserve) minted.push([reserve.holder, reserve.amounts[token.symbol]])
    deployHashes.push(
      await deployContract(client, {
        ...latchTokenArtifact,
        args: [
          token.name,
          token.symbol,
          token.decimals,
          minted.map(([holder]) => holder),
          minted.map(([, amount]) => amount),
        ],
      }),
    )
  }
  const [multicall3, resolver, ...tokens] = (await confirm(deployHashes)).map((receipt) => {
    if (!receipt.contractAddress)
      throw new ContractSetupError(`Transaction ${receipt.transactionHash} created no contract.`)
    // Receipts carry lowercase addresses; checksummed ones compare equal to viem's own output.
    return { address: getAddress(receipt.contractAddress), blockCreated: Number(receipt.blockNumber) }
  })
  if (!multicall3 || !resolver) throw new ContractSetupError('A rig contract was not deployed.')

  const deployedTokens = rigTokenSpecs.map((spec, index) => {
    const deployed = tokens[index]
    if (!deployed) throw new ContractSetupError(`${spec.symbol} was not deployed.`)
    return [spec.symbol, { ...spec, address: deployed.address }] as const
  })
  return {
    multicall3,
    ensUniversalResolver: resolver,
    tokens: Object.fromEntries(deployedTokens) as Record<RigTokenSymbol, EvmRigToken>,
  }
}
