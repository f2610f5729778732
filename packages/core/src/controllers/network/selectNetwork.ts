import type { Network } from '../../network/network.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectionState } from '../connection/connectionState.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import type { Router } from '../router/router.js'
import type { NetworkState } from './networkState.js'
import { decideSwitchNetworkView, type SwitchNetworkView } from './switchNetworkView.js'

/** What {@link selectNetwork} reads and acts through. */
export type SelectNetworkContext = {
  state: { network: NetworkState; connection: ConnectionState; accounts: AccountsState }
  connectors: Pick<ConnectorsController, 'getConnector'>
  router: Pick<Router, 'push'>
}

export type SelectNetworkParameters = {
  /** Switch at once, without SwitchActiveChain's confirmation. */
  ignoreSwitchConfirmation?: boolean | undefined
}

/**
 * A network the visitor chose in the modal: opens SwitchNetwork or SwitchActiveChain (spec
 * section 2) with the target network, and returns the view opened (none for the current network).
 */
export function selectNetwork(
  context: SelectNetworkContext,
  target: Network,
  parameters: SelectNetworkParameters = {},
): SwitchNetworkView | undefined {
  const { state, connectors, router } = context
  const activeNamespace = state.network.activeNamespace
  const connectorId = activeNamespace ? state.connection.connections[activeNamespace]?.connectorId : undefined
  const view = decideSwitchNetworkView({
    target,
    activeCaipNetwork: state.network.activeCaipNetwork,
    activeNamespace,
    activeConnectorType: connectorId ? connectors.getConnector(connectorId)?.type : undefined,
    hasAddress: (namespace) => state.accounts[namespace]?.address !== undefined,
    ignoreSwitchConfirmation: parameters.ignoreSwitchConfirmation,
  })
  if (view) router.push(view, { network: target })
  return view
}
