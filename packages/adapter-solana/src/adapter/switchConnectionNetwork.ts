import type { SolanaNetwork } from '../networks/solanaNetworks.js'
import type { SolanaAdapterContext } from './solanaAdapterContext.js'

/**
 * Makes `network` (one of the adapter's) the connector's cluster and tells the kit
 * (`chainChanged`), which moves the account (its CAIP address and explorer page) there. Nothing
 * happens without a connection or when it is on `network` already.
 */
export function switchConnectionNetwork(
  context: SolanaAdapterContext,
  parameters: { connectorId: string; network: SolanaNetwork },
): void {
  const { connectorId, network } = parameters
  const record = context.connections.get(connectorId)
  if (!record || record.network === network) return
  record.network = network
  context.emitter.emit('chainChanged', { connectorId, caipNetworkId: network.caipNetworkId })
}
