import type { CaipNetworkId } from '../../caip/caip.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import { NetworkNotFoundError } from '../../errors/network.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import type { Notices } from '../notices/notices.js'
import type { ModalState } from '../router/modalState.js'
import type { NetworkConfig } from './networkConfig.js'
import type { NetworkState } from './networkState.js'

export type NetworkController = ReturnType<typeof createNetworkController>

/**
 * Switching networks and following the wallets' networks and approvals (spec sections 4 and 5),
 * over the kit's network configuration.
 */
export function createNetworkController(parameters: {
  state: NetworkState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** The configured networks and the active one (kept by the kit from the start). */
  config: NetworkConfig
  notices: Notices
  modalState: ModalState
  /** Goes back one view (closing the modal from its only view). */
  goBack: () => void
  openModal: (options: { view: 'UnsupportedChain' }) => void
  /** The connector the namespace is connected with, if any. */
  getConnectorId: (namespace: ChainNamespace) => string | undefined
  /** Whether a wallet on an unconfigured network opens the UnsupportedChain view. */
  showUnsupportedChain: boolean
}) {
  const { state, adapters, config, notices, modalState, goBack, getConnectorId } = parameters
  const { networksOf, findNetwork, setActiveNetwork } = config

  return {
    ...config,

    /**
     * Switches the active network. A connected namespace asks its wallet first; a failure while the
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
          if (modalState.isOpen && modalState.view === 'SwitchNetwork') goBack()
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
        else networksOf(namespace).caipNetwork = network
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
      const entry = networksOf(namespace)
      entry.approvedCaipNetworkIds = approval.approvedCaipNetworkIds
        ? [...approval.approvedCaipNetworkIds]
        : undefined
      entry.supportsAllNetworks = approval.supportsAllNetworks ?? true
    },

    /** Whether the connected wallet of the network's namespace can be switched to it. */
    isNetworkApproved(network: Network): boolean {
      const entry = state.byNamespace[network.chainNamespace]
      if (!entry) return false
      return entry.supportsAllNetworks || (entry.approvedCaipNetworkIds ?? []).includes(network.caipNetworkId)
    },

    /** Forgets what the disconnected wallet of `namespace` approved. */
    resetNamespace(namespace: ChainNamespace) {
      const entry = state.byNamespace[namespace]
      if (!entry) return
      entry.approvedCaipNetworkIds = undefined
      entry.supportsAllNetworks = true
      if (namespace === state.activeNamespace) {
        state.isUnsupportedChain = false
        state.unsupportedCaipNetworkId = undefined
      }
    },
  }
}
