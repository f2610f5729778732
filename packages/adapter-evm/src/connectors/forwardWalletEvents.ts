import type { Connection, Connector as WagmiConnector } from '@wagmi/core'
import { watchConnectors } from '@wagmi/core'
import { type EvmAdapterContext, toConnectedAccounts } from '../adapter/evmAdapterContext.js'
import { isSiteDisconnect } from '../connection/siteDisconnects.js'
import { toCaipNetworkId } from '../networks/toNetwork.js'
import { toConnectors } from './toConnector.js'

/**
 * Tells the kit what wallets do, through the adapter's emitter:
 * - `accountsChanged` and `chainChanged` when a connection's accounts or chain change in wagmi's
 *   state (the wallet's own events, or a switch the adapter made), each change once;
 * - `disconnect` when a wallet ends the connection itself (not when the site disconnects it);
 * - `connectorsChanged` when the connector list changes (an EIP-6963 wallet announced itself).
 *
 * Returns a function that stops forwarding.
 */
export function forwardWalletEvents(context: EvmAdapterContext): () => void {
  const { config, emitter } = context
  const detachers = new Map<string, () => void>()

  function attach(connector: WagmiConnector) {
    if (detachers.has(connector.uid)) return
    const onDisconnect = () => {
      if (!isSiteDisconnect(config, connector.id)) emitter.emit('disconnect', { connectorId: connector.id })
    }
    connector.emitter.on('disconnect', onDisconnect)
    detachers.set(connector.uid, () => connector.emitter.off('disconnect', onDisconnect))
  }

  for (const connector of config.connectors) attach(connector)
  const stopWatchingConnectors = watchConnectors(config, {
    onChange(connectors) {
      for (const connector of connectors) attach(connector)
      emitter.emit('connectorsChanged', { connectors: toConnectors(config) })
    },
  })

  const stopWatchingConnections = config.subscribe(
    (state) => state.connections,
    (connections, previous) => {
      for (const [uid, connection] of connections) {
        const before = previous.get(uid)
        if (before) emitChanges(context, before, connection)
      }
    },
  )

  return () => {
    stopWatchingConnectors()
    stopWatchingConnections()
    for (const detach of detachers.values()) detach()
    detachers.clear()
  }
}

function emitChanges(context: EvmAdapterContext, before: Connection, after: Connection) {
  const connectorId = after.connector.id
  const accountsChanged =
    before.accounts.length !== after.accounts.length ||
    before.accounts.some((address, index) => address !== after.accounts[index])
  if (accountsChanged)
    context.emitter.emit('accountsChanged', { connectorId, accounts: toConnectedAccounts(after.accounts) })
  if (before.chainId !== after.chainId)
    context.emitter.emit('chainChanged', { connectorId, caipNetworkId: toCaipNetworkId(after.chainId) })
}
