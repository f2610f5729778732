import { type Address, hexToBigInt } from 'viem'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'

/**
 * `address`'s native balance on chain `chainId` in wei, over the site's transport. Plain
 * `eth_getBalance`: wagmi's getBalance goes through Multicall3's getEthBalance when the client
 * batches, which fails on chains whose Multicall3 lacks it.
 */
export async function requestNativeBalance(
  context: EvmAdapterContext,
  parameters: { chainId: number; address: Address },
): Promise<bigint> {
  const client = context.config.getClient({ chainId: parameters.chainId })
  return hexToBigInt(
    await client.request({ method: 'eth_getBalance', params: [parameters.address, 'latest'] }),
  )
}
