import { type Address, createWalletClient, http, publicActions } from 'viem'
import { latchSmartWalletArtifact } from './artifacts.generated.js'
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
