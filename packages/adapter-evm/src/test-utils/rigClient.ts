import type { EvmRig } from '@latchkit/testing'
import {
  type Address,
  type Chain,
  createPublicClient,
  erc20Abi,
  http,
  type PublicClient,
  type Transport,
} from 'viem'

/** A viem client on rig chain A that reads what the tests did, polling every 50 ms. */
export function createRigClient(rig: EvmRig): {
  client: PublicClient
  lusdBalance: (owner: Address) => Promise<bigint>
} {
  const client: PublicClient = createPublicClient<Transport, Chain | undefined>({
    chain: rig.chains[0].chain,
    transport: http(),
    pollingInterval: 50,
  })
  return {
    client,
    /** lUSD held by `owner`, in its smallest unit. */
    lusdBalance: (owner: Address) =>
      client.readContract({
        address: rig.chains[0].tokens.lUSD.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
  }
}
