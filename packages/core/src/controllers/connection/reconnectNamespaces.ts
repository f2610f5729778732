import type { AdapterConnection, ChainAdapter } from '../../contracts/chainAdapter.js'
import type { Logger } from '../../contracts/logger.js'
import type { KitStorage } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { type AccountsState, type ConnectionStatus, createAccountState } from '../account/accountState.js'
import type { NetworkState } from '../network/networkState.js'
import type { ConnectionState } from './connectionState.js'

/**
 * Restores earlier connections without prompting: per namespace the recent connector first, then
 * every other connector (each answers only if still authorized), skipping those the visitor
 * disconnected. A namespace that has none ends disconnected. `apply` puts a restored connection into
 * state and `forget` drops a stored one that is gone: the only steps that need the kit's
 * connection code, so a visit with nothing stored and no wallet answering never loads it.
 */
export async function reconnectNamespaces(parameters: {
  state: ConnectionState
  networkState: NetworkState
  accounts: AccountsState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  logger: Logger
  apply: (namespace: ChainNamespace, connection: AdapterConnection) => Promise<void>
  /** Forgets a namespace's stored connection that could not be restored (with the same code). */
  forget: (namespace: ChainNamespace) => Promise<void>
}): Promise<void> {
  const { state, networkState, adapters, storage } = parameters
  const storedIds = storage.get('connectedConnectorIds') ?? {}
  const disconnectedIds = storage.get('disconnectedConnectorIds') ?? {}
  const setStatus = (namespace: ChainNamespace, status: ConnectionStatus) => {
    const account = parameters.accounts[namespace]
    if (account) account.status = status
    else parameters.accounts[namespace] = createAccountState(status)
  }
  const restore = async (namespace: ChainNamespace, adapter: ChainAdapter) => {
    if (state.connections[namespace]) return
    const recent = storedIds[namespace]
    const candidates = [recent, ...adapter.getConnectors().map((connector) => connector.id)].filter(
      (id, index, all): id is string =>
        id !== undefined && all.indexOf(id) === index && !disconnectedIds[namespace]?.includes(id),
    )
    const status = parameters.accounts[namespace]?.status
    if (recent) setStatus(namespace, status === 'connected' ? 'reconnecting' : 'connecting')
    for (const connectorId of candidates) {
      try {
        const network = networkState.byNamespace[namespace]?.caipNetwork
        const connection = await adapter.reconnect({ connectorId, network })
        if (!connection || connection.accounts.length === 0) continue
        await parameters.apply(namespace, connection)
        return
      } catch (error) {
        parameters.logger.warn(`Could not reconnect ${connectorId} (${namespace})`, error)
      }
    }
    if (recent)
      await parameters.forget(namespace).catch((error: unknown) => {
        parameters.logger.warn(`Could not forget the connection of ${namespace}`, error)
      })
    setStatus(namespace, 'disconnected')
  }
  await Promise.all(
    [...adapters.entries()].map(([namespace, adapter]) =>
      restore(namespace, adapter).finally(() => {
        // Restored or not, the stored account is no longer what the buttons show.
        delete state.restoring[namespace]
      }),
    ),
  )
}
