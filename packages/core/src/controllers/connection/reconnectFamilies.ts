import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { Logger } from '../../contracts/logger.js'
import type { KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountController } from '../account/accountController.js'
import type { NetworkState } from '../network/networkState.js'
import type { ConnectionApplier } from './connectionApplier.js'
import { forgetConnection } from './connectionRecords.js'
import type { ConnectionState } from './connectionState.js'

/**
 * Restores earlier connections without prompting: per family the recent connector first, then
 * every other connector (each answers only if still authorized), skipping those the visitor
 * disconnected. A family that has none ends disconnected.
 */
export async function reconnectFamilies(parameters: {
  state: ConnectionState
  networkState: NetworkState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  logger: Logger
  accounts: AccountController
  applier: ConnectionApplier
}): Promise<void> {
  const { state, networkState, adapters, storage, accounts, applier } = parameters
  const storedIds = storage.get('connectedConnectorIds') ?? {}
  const disconnectedIds = storage.get('disconnectedConnectorIds') ?? {}
  await Promise.all(
    [...adapters.entries()].map(async ([namespace, adapter]) => {
      if (state.connections[namespace]) return
      const recent = storedIds[namespace]
      const candidates = [recent, ...adapter.getConnectors().map((connector) => connector.id)].filter(
        (id, index, all): id is string =>
          id !== undefined && all.indexOf(id) === index && !disconnectedIds[namespace]?.includes(id),
      )
      const status = accounts.account(namespace).status
      if (recent) accounts.setStatus(namespace, status === 'connected' ? 'reconnecting' : 'connecting')
      for (const connectorId of candidates) {
        try {
          const network = networkState.families[namespace]?.caipNetwork
          const connection = await adapter.reconnect({ connectorId, network })
          if (!connection || connection.accounts.length === 0) continue
          applier.applyConnection(namespace, connection, { activate: false })
          return
        } catch (error) {
          parameters.logger.warn(`Could not reconnect ${connectorId} (${namespace})`, error)
        }
      }
      if (recent) forgetConnection({ state, storage }, namespace, { byVisitor: false })
      accounts.setStatus(namespace, 'disconnected')
    }),
  )
}
