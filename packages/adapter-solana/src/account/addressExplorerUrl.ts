import type { SolanaNetwork } from '../networks/solanaNetworks.js'

/**
 * The explorer page of `address` on `network` (with the `cluster` query explorer.solana.com and
 * Solscan read; a `custom` cluster also names its RPC), or `undefined` without an explorer.
 *
 * @example
 * addressExplorerUrl({ address, network: solanaDevnet })
 * // 'https://explorer.solana.com/address/<address>?cluster=devnet'
 */
export function addressExplorerUrl(parameters: {
  address: string
  network: Pick<SolanaNetwork, 'blockExplorers' | 'explorerCluster' | 'rpcUrls'>
}): string | undefined {
  const { address, network } = parameters
  const explorer = network.blockExplorers?.default.url
  if (!explorer) return undefined
  const url = new URL(`${explorer.replace(/\/$/, '')}/address/${address}`)
  if (network.explorerCluster) url.searchParams.set('cluster', network.explorerCluster)
  const rpcUrl = network.rpcUrls.default.http[0]
  if (network.explorerCluster === 'custom' && rpcUrl) url.searchParams.set('customUrl', rpcUrl)
  return url.toString()
}
