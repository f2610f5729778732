import { type CaipNetworkId, parseCaipNetworkId } from '../../caip/caip.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { KitStorage } from '../../contracts/storage.js'
import { AdapterNotFoundError } from '../../errors/network.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import type { NamespaceNetworkState, NetworkState } from './networkState.js'

export type NetworkConfig = ReturnType<typeof createNetworkConfig>

/**
 * The site's configured networks and the active one, without any wallet: what the kit needs
 * before a visitor connects (the network controller adds switching and the wallets' approvals).
 */
export function createNetworkConfig(parameters: {
  state: NetworkState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
}) {
  const { state, adapters, storage } = parameters

  /** @throws {AdapterNotFoundError} when no adapter serves the namespace. */
  function networksOf(namespace: ChainNamespace): NamespaceNetworkState {
    const found = state.byNamespace[namespace]
    if (!found || !adapters.has(namespace)) throw new AdapterNotFoundError(namespace)
    return found
  }

  function findNetwork(caipNetworkId: string): Network | undefined {
    for (const entry of Object.values(state.byNamespace))
      for (const network of entry?.requestedCaipNetworks ?? [])
        if (network.caipNetworkId === caipNetworkId) return network
    return undefined
  }

  /** Makes `network` its namespace's network and, with it, the active network and namespace. */
  function setActiveNetwork(network: Network) {
    networksOf(network.chainNamespace).caipNetwork = network
    state.activeCaipNetwork = network
    state.activeNamespace = network.chainNamespace
    state.isUnsupportedChain = false
    state.unsupportedCaipNetworkId = undefined
    storage.set('activeCaipNetworkId', network.caipNetworkId)
    storage.set('activeNamespace', network.chainNamespace)
  }

  return {
    networksOf,
    findNetwork,
    setActiveNetwork,

    /**
     * Adds a network to its namespace's configured networks.
     * @throws {AdapterNotFoundError} when no adapter serves the network's namespace.
     */
    addNetwork(network: Network) {
      const entry = networksOf(network.chainNamespace)
      if (entry.requestedCaipNetworks.some((known) => known.caipNetworkId === network.caipNetworkId)) return
      entry.requestedCaipNetworks.push(network)
      entry.caipNetwork ??= network
    },

    /**
     * Removes a configured network; removing the active one falls back to the first remaining.
     * @throws {AdapterNotFoundError} when no adapter serves the network's namespace.
     */
    removeNetwork(target: Network | CaipNetworkId) {
      const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId
      const namespace = parseCaipNetworkId(caipNetworkId).namespace as ChainNamespace
      const entry = networksOf(namespace)
      entry.requestedCaipNetworks = entry.requestedCaipNetworks.filter(
        (network) => network.caipNetworkId !== caipNetworkId,
      )
      if (entry.caipNetwork?.caipNetworkId === caipNetworkId)
        entry.caipNetwork = entry.requestedCaipNetworks[0]
      if (state.activeCaipNetwork?.caipNetworkId !== caipNetworkId) return
      const fallback =
        entry.requestedCaipNetworks[0] ??
        Object.values(state.byNamespace).find((other) => other?.requestedCaipNetworks[0])
          ?.requestedCaipNetworks[0]
      if (fallback) setActiveNetwork(fallback)
      else {
        state.activeCaipNetwork = undefined
        storage.remove('activeCaipNetworkId')
      }
    },
  }
}
