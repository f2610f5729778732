import type { Connector } from '../contracts/connector.js'
import type { ChainNamespace } from '../network/namespaces.js'

/** The id of the kit's WalletConnect connector, in every namespace it serves. */
export const walletConnectConnectorId = 'walletConnect'

/** The WalletConnect entry of the wallet list: the namespaces whose adapters serve WalletConnect. */
export function walletConnectConnector(chainNamespaces: readonly ChainNamespace[]): Connector {
  return { id: walletConnectConnectorId, type: 'WALLET_CONNECT', name: 'WalletConnect', chainNamespaces }
}
