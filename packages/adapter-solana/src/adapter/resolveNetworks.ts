import { SolanaAdapterOptionsError } from '../errors/optionsErrors.js'
import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaAdapterOptions } from './solanaAdapterOptions.js'

/**
 * The adapter's networks: the site's, each with its custom RPC endpoint when one is given.
 * @throws {SolanaAdapterOptionsError} without networks, for a non-Solana network, a duplicate, or
 * an RPC URL for a network the site did not list.
 */
export function resolveNetworks(options: SolanaAdapterOptions): SolanaNetwork[] {
  const { networks, rpcUrls = {} } = options
  if (!networks || networks.length === 0)
    throw new SolanaAdapterOptionsError('At least one network is required', {
      metaMessages: ['Pass networks: [solanaMainnet] (or defineSolanaNetwork(...) for your own cluster).'],
    })
  const seen = new Set<string>()
  for (const network of networks) {
    if (network.chainNamespace !== 'solana' || !network.caipNetworkId.startsWith('solana:'))
      throw new SolanaAdapterOptionsError(`${network.name} is not a Solana network`, {
        metaMessages: [`Network: ${network.caipNetworkId}`],
      })
    if (seen.has(network.caipNetworkId))
      throw new SolanaAdapterOptionsError(`${network.caipNetworkId} is listed twice`)
    seen.add(network.caipNetworkId)
  }
  for (const caipNetworkId of Object.keys(rpcUrls))
    if (!seen.has(caipNetworkId))
      throw new SolanaAdapterOptionsError(`rpcUrls names ${caipNetworkId}, which is not among the networks`)
  return networks.map((network) => {
    const custom = rpcUrls[network.caipNetworkId]
    if (!custom) return network
    const http = typeof custom === 'string' ? custom : custom.http
    const webSocket =
      (typeof custom === 'string' ? undefined : custom.webSocket) ?? http.replace(/^http/, 'ws')
    return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [http], webSocket: [webSocket] } } }
  })
}
