import { getConnectMethodsOrder } from './connectMethods.js'
import { type BuildConnectorListParameters, buildConnectorList } from './connectorList.js'
import type { ConnectorsState } from './connectorsController.js'

/**
 * Writes the Connect view's two lists into `state`: the wallet list (filtered, deduplicated,
 * grouped and ordered) and the connect methods in their order. The module loads with the modal,
 * so a page whose visitor never opens it never downloads these rules.
 */
export function writeConnectViewLists(
  state: ConnectorsState,
  parameters: Omit<
    BuildConnectorListParameters,
    'connectors' | 'recentWallets' | 'featuredWallets' | 'recommendedWallets' | 'excluded'
  > & {
    connectMethodsOrder: Parameters<typeof getConnectMethodsOrder>[0]['configured']
    features: { isEmailEnabled: boolean; isSocialEnabled: boolean }
  },
): void {
  state.list = buildConnectorList({
    ...parameters,
    connectors: state.connectors,
    recentWallets: state.recentWallets,
    featuredWallets: state.featuredWallets,
    recommendedWallets: state.recommendedWallets,
    excluded: state.excludedWallets,
  })
  state.connectMethodsOrder = getConnectMethodsOrder({
    configured: parameters.connectMethodsOrder,
    hasInjectedWallets: state.list.some((item) => item.connector && item.connector.type !== 'WALLET_CONNECT'),
    ...parameters.features,
  })
}
