import type { KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { ConnectionState } from './connectionState.js'

/** The account the visitor last made active in a saved connection, when it was not the wallet's first. */
export function savedActiveAddress(
  state: Pick<ConnectionState, 'savedConnections'>,
  namespace: ChainNamespace,
  connectorId: string,
): string | undefined {
  return state.savedConnections[namespace]?.find((entry) => entry.connectorId === connectorId)?.activeAddress
}

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
