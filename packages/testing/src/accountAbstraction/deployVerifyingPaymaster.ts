import {
  type Account,
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getAddress,
  http,
} from 'viem'
import { AccountAbstractionSetupError } from './errors.js'
import { readPublishedCreationCode } from './publishedArtifacts.js'
import { verifyingPaymasterAbi } from './verifyingPaymasterAbi.js'

/**
 * Deploys the published `VerifyingPaymaster` v0.7 for `entryPoint`, trusting `verifyingSigner`'s
 * signatures, and deposits `deposit` wei for it at the EntryPoint (what sponsored operations are
 * paid from). No stake: the rig's Alto runs with safe mode off, and this paymaster reads no
 * storage and returns no context during validation, which ERC-7562 allows unstaked anyway.
 *
 * @throws {AccountAbstractionSetupError} when the deployment or the deposit fails.
 */
export async function deployVerifyingPaymaster(parameters: {
  rpcUrl: string
  /** Deploys, owns and funds the paymaster. */
  deployer: Account
  entryPoint: Address
  verifyingSigner: Address
  deposit: bigint
}): Promise<Address> {
  const { rpcUrl, deployer, entryPoint, verifyingSigner, deposit } = parameters
  const wallet = createWalletClient({ account: deployer, transport: http(rpcUrl) })
  const reader = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 })
  try {
    const deployment = await reader.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({
        chain: null,
        data: concat([
          readPublishedCreationCode('VerifyingPaymaster'),
          encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [entryPoint, verifyingSigner]),
        ]),
      }),
    })
    const address = deployment.contractAddress
    if (deployment.status !== 'success' || !address)
      throw new AccountAbstractionSetupError('The VerifyingPaymaster deployment reverted.')
    const funding = await reader.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        chain: null,
        address,
        abi: verifyingPaymasterAbi,
        functionName: 'deposit',
        value: deposit,
      }),
    })
    if (funding.status !== 'success')
      throw new AccountAbstractionSetupError('The paymaster deposit at the EntryPoint reverted.')
    return getAddress(address)
  } catch (error) {
    if (error instanceof AccountAbstractionSetupError) throw error
    throw new AccountAbstractionSetupError(`Could not deploy the VerifyingPaymaster at ${rpcUrl}.`, {
      cause: error,
    })
  }
}
