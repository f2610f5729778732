import type { BitcoinNetwork } from '../networks/bitcoinNetwork.js'
import type { EsploraClient } from './esploraClient.js'

/**
 * One Esplora client per network, made on the first read (a balance, a send): the client's code,
 * and core's HTTP client under it, stay out of the page's first download. A failed download is
 * forgotten, so the next read tries again.
 */
export function createEsploraClients(options: { fetch?: typeof fetch | undefined }) {
  const clients = new Map<string, Promise<EsploraClient>>()
  return (network: BitcoinNetwork): Promise<EsploraClient> => {
    let client = clients.get(network.caipNetworkId)
    if (!client) {
      client = import('./esploraClient.js').then(({ createEsploraClient }) =>
        createEsploraClient(network, { fetch: options.fetch }),
      )
      client.catch(() => clients.delete(network.caipNetworkId))
      clients.set(network.caipNetworkId, client)
    }
    return client
  }
}
