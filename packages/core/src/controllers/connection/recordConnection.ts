import type { AdapterConnection } from '../../contracts/chainAdapter.js'
import type { KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { ConnectionState } from './connectionState.js'

/**
 * Keeps a namespace's connection in state and storage: its connector, its active account, the
 * connected namespaces, the status, and the connector leaves the disconnected list. The saved
 * connection names its active account only when it is not the wallet's first.
 */
export function recordConnection(
  parameters: { state: ConnectionState; storage: KitStorage },
  namespace: ChainNamespace,
  connection: AdapterConnection,
  activeAddress: string,
) {
  const { state, storage } = parameters
  state.connections[namespace] = {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map((account) => ({ ...account })),
    activeAddress,
    caipNetworkId: connection.caipNetworkId,
  }
  if (!state.connectedNamespaces.includes(namespace)) state.connectedNamespaces.push(namespace)
  storage.set('connectedConnectorIds', {
    ...storage.get('connectedConnectorIds'),
    [namespace]: connection.connectorId,
  })
  storage.set('connectedNamespaces', [...state.connectedNamespaces])
  storage.set('connectionStatus', 'connected')
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  storage.set('disconnectedConnectorIds', {
    ...disconnected,
    [namespace]: (disconnected[namespace] ?? []).filter((id) => id !== connection.connectorId),
  })
  const others = (state.savedConnections[namespace] ?? []).filter(
    (entry) => entry.connectorId !== connection.connectorId,
  )
  const accounts = connection.accounts.map(({ address, type }) => ({ address, type }))
  const saved = { connectorId: connection.connectorId, accounts }
  state.savedConnections[namespace] = [
    activeAddress === accounts[0]?.address ? saved : { ...saved, activeAddress },
    ...others,
  ]
  storage.set('connections', JSON.parse(JSON.stringify(state.savedConnections)))
}
