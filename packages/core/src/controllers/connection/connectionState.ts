import type { CaipNetworkId } from '../../caip/caip.js'
import type { ConnectedAccount } from '../../contracts/chainAdapter.js'
import type { KitStorage, StoredConnection } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'

/** A namespace's live connection (spec section 3: Connection). */
export type Connection = {
  connectorId: string
  accounts: ConnectedAccount[]
  /** The active account's address, one of `accounts` (the wallet's first unless the visitor switched). */
  activeAddress: string
  caipNetworkId: CaipNetworkId
}

export type ConnectionState = {
  connections: Partial<Record<ChainNamespace, Connection>>
  /** The namespaces with a connection, in the order they connected. */
  connectedNamespaces: ChainNamespace[]
  /** Every connection made per namespace, newest first (the multi-wallet list), persisted. */
  savedConnections: Partial<Record<ChainNamespace, StoredConnection[]>>
  /**
   * The address each namespace's stored connection is being restored to, from storage, until the
   * wallet answers (the reconnect removes each entry as it settles): buttons show the returning
   * visitor's account from the first render, the server's included, instead of a placeholder.
   */
  restoring: Partial<Record<ChainNamespace, string>>
}

/**
 * The connection state a kit starts from: the saved connections, and the account each namespace
 * in `restoringNamespaces` (those whose stored connection the kit will restore) was using.
 */
export function createConnectionState(parameters: {
  storage: KitStorage
  restoringNamespaces?: readonly ChainNamespace[]
}): ConnectionState {
  const { storage } = parameters
  const savedConnections = storage.get('connections') ?? {}
  const connectorIds = storage.get('connectedConnectorIds') ?? {}
  const restoring: ConnectionState['restoring'] = {}
  for (const namespace of parameters.restoringNamespaces ?? []) {
    const saved = savedConnections[namespace]?.find((entry) => entry.connectorId === connectorIds[namespace])
    const address = saved?.activeAddress ?? saved?.accounts[0]?.address
    if (address) restoring[namespace] = address
  }
  return { connections: {}, connectedNamespaces: [], savedConnections, restoring }
}
