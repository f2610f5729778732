import type { CaipNetworkId } from '../caip/caip.js'
import type { AccountsState } from '../controllers/account/accountState.js'
import type { NetworkState } from '../controllers/network/networkState.js'
import type { ChainNamespace } from '../network/namespaces.js'

/**
 * The address connected for `namespace` (the active namespace by default) and the network it is
 * on, or `undefined` when that namespace has no address.
 */
export function activeAccount(
  state: { accounts: AccountsState; network: NetworkState },
  namespace?: ChainNamespace,
): { address: string; caipNetworkId: CaipNetworkId } | undefined {
  const target = namespace ?? state.network.activeNamespace
  const account = target ? state.accounts[target] : undefined
  const caipNetworkId = target ? state.network.byNamespace[target]?.caipNetwork?.caipNetworkId : undefined
  return account?.address && caipNetworkId ? { address: account.address, caipNetworkId } : undefined
}
