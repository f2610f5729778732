import type { createAppClient } from '@farcaster/auth-client'
import { type Address, createPublicClient, http } from 'viem'
import { idRegistryArtifact } from './idRegistryArtifact.generated.js'

/** What `@farcaster/auth-client`'s clients read the chain through. */
export type FarcasterEthereumConnector = Parameters<typeof createAppClient>[0]['ethereum']

/**
 * auth-client's view of the chain, on the rig: `getFid` reads the rig's IdRegistry instead of
 * Optimism's, and no address is an auth address (the rig has no KeyRegistry), so only custody
 * signatures verify.
 */
export function rigEthereumConnector(parameters: {
  rpcUrl: string
  idRegistryAddress: Address
}): FarcasterEthereumConnector {
  const publicClient = createPublicClient({ transport: http(parameters.rpcUrl) })
  return {
    publicClient,
    getFid: (custody) =>
      publicClient.readContract({
        address: parameters.idRegistryAddress,
        abi: idRegistryArtifact.abi,
        functionName: 'idOf',
        args: [custody],
      }),
    isValidAuthAddress: async () => false,
  }
}
