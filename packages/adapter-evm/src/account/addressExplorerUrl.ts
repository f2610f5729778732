import type { EvmNetwork } from '../networks/toNetwork.js'

/**
 * The page of `address` on the network's default block explorer, or `undefined` when the network
 * has none.
 *
 * @example
 * addressExplorerUrl({ address: '0xd8dA…6045', network: toNetwork(mainnet) })
 * // 'https://etherscan.io/address/0xd8dA…6045'
 */
export function addressExplorerUrl(parameters: { address: string; network: EvmNetwork }): string | undefined {
  const base = parameters.network.blockExplorers?.default.url
  if (!base) return undefined
  return `${base.replace(/\/+$/, '')}/address/${parameters.address}`
}
