import type { KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { ConnectionState } from './connectionState.js'

/** Removes a saved connection of the multi-wallet list. */
export function forgetSavedConnection(
  parameters: { state: ConnectionState; storage: KitStorage },
  namespace: ChainNamespace,
  connectorId: string,
) {
  const { state, storage } = parameters
  state.savedConnections[namespace] = (state.savedConnections[namespace] ?? []).filter(
    (entry) => entry.connectorId !== connectorId,
  )
  storage.set('connections', JSON.parse(JSON.stringify(state.savedConnections)))
}
