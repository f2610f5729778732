import type { ChainNamespace, KitStateSnapshot, Network } from '@latchkit/core'

/** One entry of the network list. */
export type NetworkRow = {
  network: Network
  /** The network the kit is on (never set while the wallet is on an unsupported network). */
  isActive: boolean
  /** Whether the connected wallet can be switched to it (a WalletConnect session limits this). */
  isApproved: boolean
}

/**
 * The networks the list offers: the namespace the modal was opened for, or else every configured
 * namespace with the active namespace first (choosing another namespace's network is how a visitor
 * reaches SwitchActiveChain).
 */
export function networkRows(
  state: Pick<
    KitStateSnapshot['network'],
    'activeNamespace' | 'activeCaipNetwork' | 'isUnsupportedChain' | 'byNamespace'
  >,
  modalNamespace: ChainNamespace | undefined,
): NetworkRow[] {
  const all = Object.keys(state.byNamespace) as ChainNamespace[]
  const namespaces = modalNamespace
    ? [modalNamespace]
    : [
        ...all.filter((namespace) => namespace === state.activeNamespace),
        ...all.filter((namespace) => namespace !== state.activeNamespace),
      ]
  const activeId = state.isUnsupportedChain ? undefined : state.activeCaipNetwork?.caipNetworkId
  return namespaces.flatMap((namespace) => {
    const entry = state.byNamespace[namespace]
    if (!entry) return []
    return entry.requestedCaipNetworks.map((network) => ({
      network: network as Network,
      isActive: network.caipNetworkId === activeId,
      isApproved:
        entry.supportsAllNetworks || (entry.approvedCaipNetworkIds ?? []).includes(network.caipNetworkId),
    }))
  })
}
