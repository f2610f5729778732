import type { KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { ConnectionState } from './connectionState.js'

/**
 * Forgets a namespace's connection in state and storage. `byVisitor` records the connector as
 * disconnected, so it is not reconnected silently next time: `connectorId` when given (read
 * before the connection could go away), else the namespace's current one.
 */
export function forgetConnection(
  parameters: { state: ConnectionState; storage: KitStorage },
  namespace: ChainNamespace,
  options: { byVisitor: boolean; connectorId?: string | undefined },
) {
  const { state, storage } = parameters
  const connectorId = options.connectorId ?? state.connections[namespace]?.connectorId
  delete state.connections[namespace]
  state.connectedNamespaces = state.connectedNamespaces.filter((entry) => entry !== namespace)
  const { [namespace]: _removed, ...connectorIds } = storage.get('connectedConnectorIds') ?? {}
  storage.set('connectedConnectorIds', connectorIds)
  storage.set('connectedNamespaces', [...state.connectedNamespaces])
  storage.set('connectionStatus', state.connectedNamespaces.length > 0 ? 'connected' : 'disconnected')
  if (!options.byVisitor || !connectorId) return
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const ids = disconnected[namespace] ?? []
  if (!ids.includes(connectorId))
    storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: [...ids, connectorId] })
}
