import type { AdapterBalance } from '@latchkit/core'
import { type Address, formatUnits, hexToBigInt } from 'viem'
import { type EvmAdapterContext, requireNetwork } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'

/**
 * The native balance of `address` on `network`, read over the network's RPC (the site's
 * transport) and formatted with the network's decimals: `{ balance: '1.5', symbol: 'ETH' }`.
 * Testnet balances are reported as they are; the kit decides how to show them.
 *
 * @throws {InvalidAddressError} or {NetworkNotFoundError}.
 */
export async function getNativeBalance(
  context: EvmAdapterContext,
  parameters: { address: string; network: EvmNetwork },
): Promise<AdapterBalance> {
  const network = requireNetwork(context, parameters.network)
  const address: Address = assertAddress(parameters.address, 'address')
  const client = context.config.getClient({ chainId: chainIdOf(network) })
  // Plain eth_getBalance: wagmi's getBalance goes through Multicall3's getEthBalance when the
  // client batches, which fails on chains whose Multicall3 lacks it.
  const value = hexToBigInt(await client.request({ method: 'eth_getBalance', params: [address, 'latest'] }))
  return {
    balance: formatUnits(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
