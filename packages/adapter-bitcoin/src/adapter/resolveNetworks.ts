import { BitcoinAdapterOptionsError } from '../errors/optionsErrors.js'
import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import type { BitcoinAdapterOptions } from './bitcoinAdapterOptions.js'

/**
 * The adapter's networks: the site's, each with its own Esplora URL when `esploraUrls` gives one.
 * @throws {BitcoinAdapterOptionsError} without networks, for a network of another namespace, a
 * duplicate, or an Esplora URL for a network the site did not list.
 */
export function resolveNetworks(options: BitcoinAdapterOptions): BitcoinNetwork[] {
  const { networks, esploraUrls = {} } = options
  if (!networks || networks.length === 0)
    throw new BitcoinAdapterOptionsError('At least one network is required', {
      metaMessages: ['Pass networks: [bitcoinMainnet] (or defineBitcoinNetwork(...) for your own).'],
    })
  const seen = new Set<string>()
  for (const network of networks) {
    if (
      network.chainNamespace !== 'bip122' ||
      !network.caipNetworkId.startsWith('bip122:') ||
      !network.bitcoin
    )
      throw new BitcoinAdapterOptionsError(`${network.name} is not a Bitcoin network`, {
        metaMessages: [`Network: ${network.caipNetworkId}`],
      })
    if (seen.has(network.caipNetworkId))
      throw new BitcoinAdapterOptionsError(`${network.caipNetworkId} is listed twice`)
    seen.add(network.caipNetworkId)
  }
  for (const caipNetworkId of Object.keys(esploraUrls))
    if (!seen.has(caipNetworkId))
      throw new BitcoinAdapterOptionsError(
        `esploraUrls names ${caipNetworkId}, which is not among the networks`,
      )
  return networks.map((network) => {
    const url = esploraUrls[network.caipNetworkId]
    return url
      ? { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [url.replace(/\/+$/, '')] } } }
      : network
  })
}
