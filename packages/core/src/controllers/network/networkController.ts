import { type CaipNetworkId, parseCaipNetworkId } from '../../caip/caip.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { KitStorage } from '../../contracts/storage.js'
import { AdapterNotFoundError, NetworkNotFoundError } from '../../errors/network.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import type { Notices } from '../notices/notices.js'
import type { ModalState } from '../router/modalState.js'
import type { Router } from '../router/router.js'
import type { FamilyNetworkState, NetworkState } from './networkState.js'

export type NetworkController = ReturnType<typeof createNetworkController>

/** Active network, configured networks and switching (spec sections 4 and 5). */
export function createNetworkController(parameters: {
  state: NetworkState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  notices: Notices
  modalState: ModalState
  router: Router
  openModal: (options: { view: 'UnsupportedChain' }) => void
  /** The connector the family is connected with, if any. */
  getConnectorId: (namespace: ChainNamespace) => string | undefined
  /** Whether a wallet on an unconfigured network opens the UnsupportedChain view. */
  showUnsupportedChain: boolean
}) {
  const { state, adapters, storage, notices, modalState, router, getConnectorId } = parameters

  function family(namespace: ChainNamespace): FamilyNetworkState {
    const found = state.families[namespace]
    if (!found || !adapters.has(namespace)) throw new AdapterNotFoundError(namespace)
    return found
  }

  function findNetwork(caipNetworkId: string): Network | undefined {
    for (const entry of Object.values(state.families))
      for (const network of entry?.requestedCaipNetworks ?? [])
        if (network.caipNetworkId === caipNetworkId) return network
    return undefined
  }

  /** Makes `network` its family's network and, with it, the active network and family. */
  function setActiveNetwork(network: Network) {
    family(network.chainNamespace).caipNetwork = network
    state.activeCaipNetwork = network
    state.activeNamespace = network.chainNamespace
    state.isUnsupportedChain = false
    state.unsupportedCaipNetworkId = undefined
    storage.set('activeCaipNetworkId', network.caipNetworkId)
    storage.set('activeNamespace', network.chainNamespace)
  }

  return {
    findNetwork,
    setActiveNetwork,

    /**
     * Switches the active network. A connected family asks its wallet first; a failure while the
     * SwitchNetwork view shows goes back one view. The same network does nothing.
     *
     * @throws {NetworkNotFoundError} for a network the site did not configure (and shows the alert).
     */
    async switchNetwork(target: Network | CaipNetworkId): Promise<void> {
      const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId
      const network = findNetwork(caipNetworkId)
      if (!network) {
        notices.showAlert('NETWORK_NOT_FOUND')
        throw new NetworkNotFoundError(caipNetworkId)
      }
      if (state.activeCaipNetwork?.caipNetworkId === caipNetworkId && !state.isUnsupportedChain) return
      const connectorId = getConnectorId(network.chainNamespace)
      const adapter = adapters.get(network.chainNamespace)
      if (connectorId && adapter) {
        try {
          await adapter.switchNetwork({ connectorId, network })
        } catch (error) {
          if (modalState.isOpen && modalState.view === 'SwitchNetwork') router.goBack()
          throw error
        }
      }
      setActiveNetwork(network)
    },

    /** The wallet of `namespace` moved to `caipNetworkId` (its own doing, or after a switch). */
    handleChainChanged(namespace: ChainNamespace, caipNetworkId: CaipNetworkId) {
      const network = findNetwork(caipNetworkId)
      if (network) {
        if (namespace === state.activeNamespace) setActiveNetwork(network)
        else family(namespace).caipNetwork = network
        return
      }
      if (namespace !== state.activeNamespace) return
      state.isUnsupportedChain = true
      state.unsupportedCaipNetworkId = caipNetworkId
      if (parameters.showUnsupportedChain) parameters.openModal({ view: 'UnsupportedChain' })
    },

    /** What the connected wallet approved (WalletConnect sessions limit the networks). */
    setApprovedNetworks(
      namespace: ChainNamespace,
      approval: {
        approvedCaipNetworkIds?: readonly CaipNetworkId[] | undefined
        supportsAllNetworks?: boolean
      },
    ) {
      const entry = family(namespace)
      entry.approvedCaipNetworkIds = approval.approvedCaipNetworkIds
        ? [...approval.approvedCaipNetworkIds]
        : undefined
      entry.supportsAllNetworks = approval.supportsAllNetworks ?? true
    },

    /** Whether the connected wallet of the network's family can be switched to it. */
    isNetworkApproved(network: Network): boolean {
      const entry = state.families[network.chainNamespace]
      if (!entry) return false
      return entry.supportsAllNetworks || (entry.approvedCaipNetworkIds ?? []).includes(network.caipNetworkId)
    },

    /** Forgets what the disconnected wallet of `namespace` approved. */
    resetFamily(namespace: ChainNamespace) {
      const entry = state.families[namespace]
      if (!entry) return
      entry.approvedCaipNetworkIds = undefined
      entry.supportsAllNetworks = true
      if (namespace === state.activeNamespace) {
        state.isUnsupportedChain = false
        state.unsupportedCaipNetworkId = undefined
      }
    },

    /**
     * Adds a network to its family's configured networks.
     * @throws {AdapterNotFoundError} when no adapter serves the network's family.
     */
    addNetwork(network: Network) {
      const entry = family(network.chainNamespace)
      if (entry.requestedCaipNetworks.some((known) => known.caipNetworkId === network.caipNetworkId)) return
      entry.requestedCaipNetworks.push(network)
      entry.caipNetwork ??= network
    },

    /**
     * Removes a configured network; removing the active one falls back to the first remaining.
     * @throws {AdapterNotFoundError} when no adapter serves the network's family.
     */
    removeNetwork(target: Network | CaipNetworkId) {
      const caipNetworkId = typeof target === 'string' ? target : target.caipNetworkId
      const namespace = parseCaipNetworkId(caipNetworkId).namespace as ChainNamespace
      const entry = family(namespace)
      entry.requestedCaipNetworks = entry.requestedCaipNetworks.filter(
        (network) => network.caipNetworkId !== caipNetworkId,
      )
      if (entry.caipNetwork?.caipNetworkId === caipNetworkId)
        entry.caipNetwork = entry.requestedCaipNetworks[0]
      if (state.activeCaipNetwork?.caipNetworkId !== caipNetworkId) return
      const fallback =
        entry.requestedCaipNetworks[0] ??
        Object.values(state.families).find((other) => other?.requestedCaipNetworks[0])
          ?.requestedCaipNetworks[0]
      if (fallback) setActiveNetwork(fallback)
      else {
        state.activeCaipNetwork = undefined
        storage.remove('activeCaipNetworkId')
      }
    },
  }
}
