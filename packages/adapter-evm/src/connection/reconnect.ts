import type { AdapterConnection } from '@latchkit/core'
import { type Config, reconnect as wagmiReconnect } from '@wagmi/core'
import { connectionOf, type EvmAdapterContext, findWagmiConnector } from '../adapter/evmAdapterContext.js'
import { toAdapterConnection } from './toAdapterConnection.js'

/** How long to wait for a reconnect that someone else (wagmi's `WagmiProvider`) started. */
const concurrentReconnectWaitMs = 10_000

/**
 * Restores the connector's connection without prompting: only when the wallet still authorizes
 * the site (`eth_accounts` is not empty) and the visitor did not disconnect it here. Resolves
 * `null` otherwise, and for a connector the adapter does not (yet) know.
 */
export async function reconnectConnector(
  context: EvmAdapterContext,
  parameters: { connectorId: string },
): Promise<AdapterConnection | null> {
  const { config } = context
  const connector = findWagmiConnector(config, parameters.connectorId)
  if (!connector) return null
  const existing = connectionOf(config, connector)
  if (existing) return toAdapterConnection(connector, existing)
  // Checked first: wagmi's reconnect clears every connection when none of its connectors is authorized.
  if (!(await connector.isAuthorized())) return null
  const [restored] = await wagmiReconnect(config, { connectors: [connector] })
  if (restored) return toAdapterConnection(connector, restored)
  // wagmi runs one reconnect at a time and answers [] to the others: wait for the running one.
  await whenSettled(config)
  const connection = connectionOf(config, connector)
  return connection ? toAdapterConnection(connector, connection) : null
}

function whenSettled(config: Config): Promise<void> {
  const isBusy = (status: Config['state']['status']) => status === 'reconnecting' || status === 'connecting'
  if (!isBusy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(done, concurrentReconnectWaitMs)
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (!isBusy(status)) done()
      },
    )
    function done() {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
  })
}
