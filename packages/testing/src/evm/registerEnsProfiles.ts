import {
  type Account,
  type Address,
  type Chain,
  createWalletClient,
  type Hash,
  http,
  namehash,
  type Transport,
} from 'viem'
import { waitForTransactionReceipt, writeContract } from 'viem/actions'
import { latchUniversalResolverArtifact } from './artifacts.generated.js'
import type { EvmEnsProfile } from './ensProfiles.js'
import { ContractSetupError } from './errors.js'

/**
 * Registers each profile's name, address and avatar with the rig's universal resolver.
 *
 * @throws {ContractSetupError} when a transaction reverts.
 */
export async function registerEnsProfiles(parameters: {
  chain: Chain
  /** The resolver's deployer: an account the node holds the key of. */
  deployer: Address
  resolver: Address
  ensProfiles: readonly EvmEnsProfile[]
}): Promise<void> {
  const { chain, deployer, resolver, ensProfiles } = parameters
  // Typed explicitly, as in deployRigContracts: inferring the client's type is slow to typecheck.
  const client = createWalletClient<Transport, Chain, Account>({
    account: deployer,
    chain,
    transport: http(),
    pollingInterval: 10,
  })
  const contract = { address: resolver, abi: latchUniversalResolverArtifact.abi } as const
  // Sent one after another so the node assigns nonces in order; confirmed together.
  const hashes: Hash[] = []
  for (const profile of ensProfiles) {
    const node = namehash(profile.name)
    hashes.push(
      await writeContract(client, {
        ...contract,
        functionName: 'register',
        args: [node, profile.name, profile.address],
      }),
      await writeContract(client, {
        ...contract,
        functionName: 'setText',
        args: [node, 'avatar', profile.avatar],
      }),
    )
  }
  await Promise.all(
    hashes.map(async (hash) => {
      const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 10 })
      if (receipt.status !== 'success')
        throw new ContractSetupError(`Rig set-up transaction ${hash} reverted on chain ${chain.id}.`)
    }),
  )
}
