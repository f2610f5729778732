import type { CaipNetworkId } from '../../caip/caip.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'

/** Network state of one chain family (spec section 3). */
export type FamilyNetworkState = {
  /** The family's current network. */
  caipNetwork: Network | undefined
  /** The networks the site configured for this family. */
  requestedCaipNetworks: Network[]
  /** The networks the connected wallet approved (WalletConnect sessions); `undefined` when not limited. */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** Whether the connected wallet can switch to any network (injected wallets add networks). */
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: CaipNetworkId[]
}

export type NetworkState = {
  activeNamespace: ChainNamespace | undefined
  activeCaipNetwork: Network | undefined
  /** The wallet is on a network the site did not configure. */
  isUnsupportedChain: boolean
  /** The unconfigured network the wallet is on, while `isUnsupportedChain`. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
  families: Partial<Record<ChainNamespace, FamilyNetworkState>>
}

/**
 * The starting network state: each family's configured networks; the active network is the
 * stored one if still configured, else `defaultNetwork`, else the first network.
 */
export function createNetworkState(parameters: {
  namespaces: readonly ChainNamespace[]
  networks: readonly Network[]
  storedCaipNetworkId: CaipNetworkId | undefined
  defaultNetwork: Network | undefined
}): NetworkState {
  const { namespaces, networks, storedCaipNetworkId, defaultNetwork } = parameters
  const families: NetworkState['families'] = {}
  for (const namespace of namespaces) {
    const requested = networks.filter((network) => network.chainNamespace === namespace)
    families[namespace] = {
      caipNetwork: requested[0],
      requestedCaipNetworks: [...requested],
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    }
  }
  const configured = networks.filter((network) => families[network.chainNamespace])
  const find = (id: string | undefined) => configured.find((network) => network.caipNetworkId === id)
  const active = find(storedCaipNetworkId) ?? find(defaultNetwork?.caipNetworkId) ?? configured[0]
  const activeFamily = active ? families[active.chainNamespace] : undefined
  if (active && activeFamily) activeFamily.caipNetwork = active
  return {
    activeNamespace: active?.chainNamespace ?? namespaces[0],
    activeCaipNetwork: active,
    isUnsupportedChain: false,
    unsupportedCaipNetworkId: undefined,
    families,
  }
}
