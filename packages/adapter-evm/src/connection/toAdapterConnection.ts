import type { AdapterConnection } from '@latchkit/core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { toConnectedAccounts } from '../adapter/evmAdapterContext.js'
import { toCaipNetworkId } from '../networks/toNetwork.js'

/** A wagmi connection (accounts and chain of one connector) as the kit's connection. */
export function toAdapterConnection(
  connector: WagmiConnector,
  connection: { accounts: readonly string[]; chainId: number },
): AdapterConnection {
  return {
    connectorId: connector.id,
    accounts: toConnectedAccounts(connection.accounts),
    caipNetworkId: toCaipNetworkId(connection.chainId),
    // Browser wallets add any network the site asks for; other connectors say what they allow.
    ...(connector.type === 'injected' ? { supportsAllNetworks: true } : {}),
  }
}
