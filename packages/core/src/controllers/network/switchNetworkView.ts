import type { ConnectorType } from '../../contracts/connector.js'
import { type ChainNamespace, embeddedWalletNamespaces } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'

export type SwitchNetworkView = 'SwitchNetwork' | 'SwitchActiveChain'

/**
 * Which view a network choice opens (spec section 2):
 * - the same network: none;
 * - confirmation skipped, or the embedded wallet switching within its namespaces: SwitchNetwork;
 * - connected on another namespace while the target namespace has no address yet: SwitchActiveChain,
 *   which asks the visitor to confirm changing namespace;
 * - otherwise SwitchNetwork.
 */
export function decideSwitchNetworkView(parameters: {
  target: Network
  activeCaipNetwork: Network | undefined
  activeNamespace: ChainNamespace | undefined
  /** The type of the connector of the active namespace, if connected. */
  activeConnectorType: ConnectorType | undefined
  hasAddress: (namespace: ChainNamespace) => boolean
  ignoreSwitchConfirmation?: boolean | undefined
}): SwitchNetworkView | undefined {
  const { target, activeCaipNetwork, activeNamespace, activeConnectorType } = parameters
  if (target.caipNetworkId === activeCaipNetwork?.caipNetworkId) return undefined
  const embeddedCanSwitch =
    activeConnectorType === 'AUTH' &&
    (embeddedWalletNamespaces as readonly ChainNamespace[]).includes(target.chainNamespace)
  if (parameters.ignoreSwitchConfirmation || embeddedCanSwitch) return 'SwitchNetwork'
  const changesNamespace = activeNamespace !== undefined && target.chainNamespace !== activeNamespace
  if (
    changesNamespace &&
    parameters.hasAddress(activeNamespace) &&
    !parameters.hasAddress(target.chainNamespace)
  )
    return 'SwitchActiveChain'
  return 'SwitchNetwork'
}
