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
}

export function createConnectionState(parameters: { storage: KitStorage }): ConnectionState {
  return {
    connections: {},
    connectedNamespaces: [],
    savedConnections: parameters.storage.get('connections') ?? {},
  }
}
