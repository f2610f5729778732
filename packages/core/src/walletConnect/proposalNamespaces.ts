import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { Network } from '../network/network.js'

/** One namespace's request in a session proposal (the shape universal-provider's `connect` takes). */
export type ProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** The RPC URL per chain, for the read requests the provider answers itself. */
  rpcMap: Record<string, string>
}

/**
 * The session proposal: every namespace whose adapter serves WalletConnect, with the site's
 * networks of that namespace as chains. Namespaces without networks are left out.
 */
export function proposalNamespaces(
  adapters: Iterable<ChainAdapter>,
  networks: readonly Network[],
): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const adapter of adapters) {
    if (!adapter.walletConnect) continue
    const served = networks.filter((network) => network.chainNamespace === adapter.namespace)
    if (served.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of served) {
      const [url] = network.rpcUrls.default.http
      if (url) rpcMap[network.caipNetworkId] = url
    }
    namespaces[adapter.namespace] = {
      chains: served.map((network) => network.caipNetworkId),
      methods: [...adapter.walletConnect.methods],
      events: [...adapter.walletConnect.events],
      rpcMap,
    }
  }
  return namespaces
}
