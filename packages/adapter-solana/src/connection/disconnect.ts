import type { SolanaAdapterContext } from '../adapter/solanaAdapterContext.js'

/** Disconnects the connector's wallet and forgets its connection (without a `disconnect` event: the kit asked). */
export async function disconnectWallet(
  context: SolanaAdapterContext,
  parameters: { connectorId: string },
): Promise<void> {
  const record = context.connections.get(parameters.connectorId)
  if (!record) return
  record.stopWatching()
  context.connections.delete(parameters.connectorId)
  await record.wallet.disconnect()
}
