import { type Address, createWalletClient, defineChain, http, parseEventLogs, publicActions } from 'viem'
import { ContractSetupError } from '../evm/errors.js'
import { idRegistryArtifact } from './idRegistryArtifact.generated.js'

/** The rig's IdRegistry on one chain: where it is, and how a test gives an address an fid. */
export type IdRegistryRig = {
  address: Address
  /**
   * Gives `custody` the next fid, as Farcaster's registration does (one fid per address).
   * @returns the fid.
   * @throws {ContractSetupError} when the registration reverts (the address already holds one).
   */
  register: (custody: Address) => Promise<number>
}

/**
 * Deploys the rig's IdRegistry (`LatchIdRegistry.sol`: the real contract's `idOf`, `custodyOf`
 * and `Register` event) on an anvil chain. `sender` must be an account anvil signs for (one of
 * its mnemonic's); it also sends the registrations.
 *
 * @throws {ContractSetupError} when the deployment reverts.
 */
export async function deployIdRegistry(parameters: {
  rpcUrl: string
  chainId: number
  sender: Address
}): Promise<IdRegistryRig> {
  const { rpcUrl, chainId, sender } = parameters
  const chain = defineChain({
    id: chainId,
    name: `Rig chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({
    account: sender,
    chain,
    transport: http(),
    pollingInterval: 10,
  }).extend(publicActions)
  const deployment = await client.waitForTransactionReceipt({
    hash: await client.deployContract(idRegistryArtifact),
    pollingInterval: 10,
  })
  const address = deployment.contractAddress
  if (deployment.status !== 'success' || !address)
    throw new ContractSetupError(`Deploying the IdRegistry reverted on chain ${chainId}.`)
  const { abi } = idRegistryArtifact
  return {
    address,
    async register(custody) {
      // Simulated first, so a revert (HasId) is thrown with its reason instead of mined.
      const { request } = await client
        .simulateContract({ address, abi, functionName: 'register', args: [custody] })
        .catch((error: unknown) => {
          throw new ContractSetupError(`Registering an fid for ${custody} reverted.`, { cause: error })
        })
      const receipt = await client.waitForTransactionReceipt({
        hash: await client.writeContract(request),
        pollingInterval: 10,
      })
      const [registered] = parseEventLogs({ abi, eventName: 'Register', logs: receipt.logs })
      if (receipt.status !== 'success' || !registered)
        throw new ContractSetupError(`Registering an fid for ${custody} reverted.`)
      return Number(registered.args.id)
    },
  }
}
