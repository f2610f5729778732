import type { EvmRig } from '@latchkit/testing/evm'
import { createPublicClient, formatEther, http } from 'viem'

// The registry's own entry: the package root would load every server of the rig.
export { type Registry, startRegistry } from '@latchkit/testing/registry'

/** The path part of a registry URL (`registry.rpcUrl(...)`), as `requestsTo` and `rpcCallsTo` take it. */
export const pathOf = (url: string) => new URL(url).pathname

/** `address`'s ETH on rig chain `index`, read from its node directly, as `getBalance` formats it. */
export async function nodeBalance(rig: EvmRig, index: 0 | 1, address: `0x${string}`): Promise<string> {
  const chain = rig.chains[index]
  const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
  return formatEther(await client.getBalance({ address }))
}
