import type { AdapterBalance } from '@latchkit/core'
import { formatUnits } from 'viem'
import { requireNetwork } from '../adapter/actionContext.js'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'
import { assertAddress } from '../validation/assertAddress.js'
import { requestNativeBalance } from './requestNativeBalance.js'

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
  const address = assertAddress(parameters.address, 'address')
  const value = await requestNativeBalance(context, { chainId: chainIdOf(network), address })
  return {
    balance: formatUnits(value, network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
