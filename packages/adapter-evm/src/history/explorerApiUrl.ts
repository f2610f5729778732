import type { EvmAdapterContext } from '../adapter/evmAdapterContext.js'
import { chainIdOf, type EvmNetwork } from '../networks/toNetwork.js'

/**
 * The Etherscan-compatible account API of `network` as configured: the site's
 * `explorerApiUrls[chainId]`, else the chain's `blockExplorers.default.apiUrl`; `undefined` for a
 * network the adapter does not serve or that has neither. Read as it is: `readExplorerApiUrl`
 * checks it when history is first read.
 */
export function explorerApiUrlOf(
  context: Pick<EvmAdapterContext, 'networks' | 'explorerApiUrls'>,
  network: Pick<EvmNetwork, 'id'>,
): string | undefined {
  const chainId = chainIdOf(network)
  const served = context.networks.find((candidate) => chainIdOf(candidate) === chainId)
  return served && (context.explorerApiUrls[chainId] ?? served.blockExplorers?.default.apiUrl)
}
