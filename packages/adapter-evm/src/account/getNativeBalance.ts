import type { AdapterBalance } from '@latchkit/core'
import { getBalance } from '@wagmi/core'
import { type Address, formatUnits } from 'viem'
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
  const { value } = await getBalance(context.config, { address, chainId: chainIdOf(network) })
  return {
    balance: formatUnits(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
