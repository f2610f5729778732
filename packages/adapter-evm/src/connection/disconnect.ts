import { disconnect as wagmiDisconnect } from '@wagmi/core'
import { type EvmAdapterContext, findWagmiConnector } from '../adapter/evmAdapterContext.js'
import { whileSiteDisconnects } from './siteDisconnects.js'

/**
 * Disconnects the connector: wagmi forgets the connection and remembers that the visitor chose
 * to disconnect (so a reload does not reconnect it), and the wallet is asked to revoke the site's
 * permission where it supports that. An unknown connector has nothing to disconnect.
 */
export async function disconnectConnector(
  context: EvmAdapterContext,
  parameters: { connectorId: string },
): Promise<void> {
  const connector = findWagmiConnector(context.config, parameters.connectorId)
  if (!connector) return
  await whileSiteDisconnects(context.config, connector.id, () =>
    wagmiDisconnect(context.config, { connector }),
  )
}
