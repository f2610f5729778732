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
 * The networks the list offers: the family the modal was opened for, or else every configured
 * family with the active family first (choosing another family's network is how a visitor
 * reaches SwitchActiveChain).
 */
export function networkRows(
  state: Pick<
    KitStateSnapshot['network'],
    'activeNamespace' | 'activeCaipNetwork' | 'isUnsupportedChain' | 'families'
  >,
  modalNamespace: ChainNamespace | undefined,
): NetworkRow[] {
  const all = Object.keys(state.families) as ChainNamespace[]
  const namespaces = modalNamespace
    ? [modalNamespace]
    : [
        ...all.filter((namespace) => namespace === state.activeNamespace),
        ...all.filter((namespace) => namespace !== state.activeNamespace),
      ]
  const activeId = state.isUnsupportedChain ? undefined : state.activeCaipNetwork?.caipNetworkId
  return namespaces.flatMap((namespace) => {
    const family = state.families[namespace]
    if (!family) return []
    return family.requestedCaipNetworks.map((network) => ({
      network: network as Network,
      isActive: network.caipNetworkId === activeId,
      isApproved:
        family.supportsAllNetworks || (family.approvedCaipNetworkIds ?? []).includes(network.caipNetworkId),
    }))
  })
}
