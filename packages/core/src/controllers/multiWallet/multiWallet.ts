import { subscribe } from 'valtio/vanilla'
import type { KitStorage, StoredConnection } from '../../contracts/storage.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { ConnectionController } from '../connection/connectionController.js'
import { forgetSavedConnection } from '../connection/connectionRecords.js'
import type { ConnectionState } from '../connection/connectionState.js'
import type { Notices } from '../notices/notices.js'

/**
 * The multi-wallet functions (spec section 4): they work only with the `multiWallet` feature on;
 * otherwise each shows the 'Multi-Wallet Not Enabled' notice and returns an empty result.
 */
export function createMultiWallet(parameters: {
  state: ConnectionState
  storage: KitStorage
  notices: Notices
  connection: Pick<ConnectionController, 'switchConnection'>
  isEnabled: () => boolean
}) {
  const { state, storage, notices } = parameters

  function enabled(): boolean {
    if (parameters.isEnabled()) return true
    notices.showSnackbar('MULTI_WALLET_NOT_ENABLED', { severity: 'info' })
    return false
  }

  const list = (namespace: ChainNamespace): StoredConnection[] =>
    (state.savedConnections[namespace] ?? []).map((entry) => ({
      ...entry,
      accounts: entry.accounts.map((account) => ({ ...account })),
    }))

  return {
    /** The namespace's saved connections, newest first. */
    getConnections(namespace: ChainNamespace): StoredConnection[] {
      return enabled() ? list(namespace) : []
    },
    async switchConnection(options: { namespace: ChainNamespace; connectorId: string }): Promise<void> {
      if (enabled()) await parameters.connection.switchConnection(options)
    },
    deleteConnection(options: { namespace: ChainNamespace; connectorId: string }): void {
      if (enabled()) forgetSavedConnection({ state, storage }, options.namespace, options.connectorId)
    },
    /** Calls `listener` with the namespace's saved connections whenever they change. */
    subscribeConnections(
      namespace: ChainNamespace,
      listener: (connections: StoredConnection[]) => void,
    ): () => void {
      if (!enabled()) return () => {}
      return subscribe(state.savedConnections, () => listener(list(namespace)), true)
    },
  }
}
