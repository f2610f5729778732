import { getGasPrice as wagmiGetGasPrice } from '@wagmi/core'
import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { GasPriceNetworkNotSupportedError } from '../errors/feeErrors.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'

/**
 * The network's current gas price in wei, read over its RPC.
 * @throws {GasPriceNetworkNotSupportedError} 'Network not supported for Gas Price' for a network
 * the adapter does not serve.
 */
export async function getGasPrice(
  context: EvmAdapterContext,
  parameters: { network: Pick<EvmNetwork, 'id' | 'caipNetworkId'> },
): Promise<bigint> {
  const chainId = chainIdOf(parameters.network)
  if (!context.networks.some((network) => chainIdOf(network) === chainId))
    throw new GasPriceNetworkNotSupportedError(parameters.network.caipNetworkId)
  return wagmiGetGasPrice(context.config, { chainId })
}
