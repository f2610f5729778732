import type { CaipNetworkId } from '../../caip/caip.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'

/** Network state of one chain namespace (spec section 3). */
export type NamespaceNetworkState = {
  /** The namespace's current network. */
  caipNetwork: Network | undefined
  /** The networks the site configured for this namespace. */
  requestedCaipNetworks: Network[]
  /** The networks the connected wallet approved (WalletConnect sessions); `undefined` when not limited. */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** Whether the connected wallet can switch to any network (injected wallets add networks). */
  supportsAllNetworks: boolean
  /** The namespace's networks on which the embedded wallet offers smart accounts (spec section 3). */
  smartAccountEnabledNetworks: CaipNetworkId[]
}

export type NetworkState = {
  activeNamespace: ChainNamespace | undefined
  activeCaipNetwork: Network | undefined
  /** The wallet is on a network the site did not configure. */
  isUnsupportedChain: boolean
  /** The unconfigured network the wallet is on, while `isUnsupportedChain`. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
  byNamespace: Partial<Record<ChainNamespace, NamespaceNetworkState>>
}

/** The ids of `networks` that belong to `namespace`: what its network state lists. */
export function smartAccountNetworksOf(
  networks: readonly CaipNetworkId[],
  namespace: ChainNamespace,
): CaipNetworkId[] {
  return networks.filter((id) => id.startsWith(`${namespace}:`))
}

/**
 * The starting network state: each namespace's configured networks; the active network is the
 * stored one if still configured, else `defaultNetwork`, else the first network; the smart-account
 * networks are the stored ones.
 */
export function createNetworkState(parameters: {
  namespaces: readonly ChainNamespace[]
  networks: readonly Network[]
  storedCaipNetworkId: CaipNetworkId | undefined
  defaultNetwork: Network | undefined
  smartAccountEnabledNetworks?: readonly CaipNetworkId[] | undefined
}): NetworkState {
  const { namespaces, networks, storedCaipNetworkId, defaultNetwork } = parameters
  const byNamespace: NetworkState['byNamespace'] = {}
  for (const namespace of namespaces) {
    const requested = networks.filter((network) => network.chainNamespace === namespace)
    byNamespace[namespace] = {
      caipNetwork: requested[0],
      requestedCaipNetworks: [...requested],
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: smartAccountNetworksOf(
        parameters.smartAccountEnabledNetworks ?? [],
        namespace,
      ),
    }
  }
  const configured = networks.filter((network) => byNamespace[network.chainNamespace])
  const find = (id: string | undefined) => configured.find((network) => network.caipNetworkId === id)
  const active = find(storedCaipNetworkId) ?? find(defaultNetwork?.caipNetworkId) ?? configured[0]
  const activeNamespaceState = active ? byNamespace[active.chainNamespace] : undefined
  if (active && activeNamespaceState) activeNamespaceState.caipNetwork = active
  return {
    activeNamespace: active?.chainNamespace ?? namespaces[0],
    activeCaipNetwork: active,
    isUnsupportedChain: false,
    unsupportedCaipNetworkId: undefined,
    byNamespace,
  }
}
