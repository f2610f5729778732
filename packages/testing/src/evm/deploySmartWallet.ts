import { type Address, createWalletClient, encodeFunctionData, type Hex, http, publicActions } from 'viem'
import { latchSmartWalletArtifact, latchSmartWalletFactoryArtifact } from './artifacts.generated.js'
import { ContractSetupError } from './errors.js'
import type { EvmRigChain } from './startRigChain.js'

/**
 * Deploys a contract wallet (ERC-1271) owned by `owner` on a rig chain: it accepts the owner's
 * signatures, so tests can sign in as a smart-contract account. `owner` must be a rig account
 * (anvil signs the deployment for it).
 *
 * @returns the wallet's address.
 * @throws {ContractSetupError} when the deployment reverts.
 */
export async function deploySmartWallet(parameters: {
  chain: EvmRigChain
  owner: Address
}): Promise<Address> {
  const client = createWalletClient({
    account: parameters.owner,
    chain: parameters.chain.chain,
    transport: http(),
    pollingInterval: 10,
  }).extend(publicActions)
  const hash = await client.deployContract({ ...latchSmartWalletArtifact, args: [parameters.owner] })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new ContractSetupError(`Deploying the smart wallet reverted on chain ${parameters.chain.chainId}.`)
  return receipt.contractAddress
}

/** A counterfactual contract wallet: its address, and the factory call that would deploy it. */
export type UndeployedSmartWallet = { address: Address; factory: Address; factoryData: Hex }

/**
 * Deploys a smart-wallet factory on a rig chain and computes the CREATE2 address of `owner`'s
 * wallet without deploying it, so tests can sign in with an ERC-6492 signature (a wallet that
 * exists only as a factory call). `owner` must be a rig account.
 *
 * @throws {ContractSetupError} when the factory deployment reverts.
 */
export async function prepareUndeployedSmartWallet(parameters: {
  chain: EvmRigChain
  owner: Address
  salt?: Hex
}): Promise<UndeployedSmartWallet> {
  const salt = parameters.salt ?? `0x${'00'.repeat(31)}01`
  const client = createWalletClient({
    account: parameters.owner,
    chain: parameters.chain.chain,
    transport: http(),
    pollingInterval: 10,
  }).extend(publicActions)
  const hash = await client.deployContract(latchSmartWalletFactoryArtifact)
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10 })
  const factory = receipt.contractAddress
  if (receipt.status !== 'success' || !factory)
    throw new ContractSetupError(
      `Deploying the smart-wallet factory reverted on chain ${parameters.chain.chainId}.`,
    )
  const { abi } = latchSmartWalletFactoryArtifact
  const address = await client.readContract({
    address: factory,
    abi,
    functionName: 'addressOf',
    args: [parameters.owner, salt],
  })
  const factoryData = encodeFunctionData({ abi, functionName: 'deploy', args: [parameters.owner, salt] })
  return { address, factory, factoryData }
}
