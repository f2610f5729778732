import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { sameAddress } from '../../utils/sameAddress.js'
import type { ConnectionApplier } from './connectionApplier.js'
import type { ConnectionState } from './connectionState.js'

/**
 * Follows what the wallets do on their own (other accounts, another network, a lock or a
 * disconnect); returns a function that stops following.
 */
export function watchAdapters(parameters: {
  state: ConnectionState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  applier: ConnectionApplier
}): () => void {
  const { state, adapters } = parameters
  const { applyConnection, clearNamespace } = parameters.applier
  const stops = [...adapters.entries()].flatMap(([namespace, adapter]) => {
    const isCurrent = (connectorId: string) => state.connections[namespace]?.connectorId === connectorId
    return [
      adapter.emitter.on('accountsChanged', ({ connectorId, accounts: changed, activeAddress }) => {
        const connection = state.connections[namespace]
        if (!connection || !isCurrent(connectorId)) return
        if (changed.length === 0) return clearNamespace(namespace, { byVisitor: false })
        // The adapter names the account that stays active (the same one re-written): it stays.
        // Else the wallet's own active account moved: the kit follows it. Otherwise (an account
        // added or removed, the same list again) the account the visitor chose stays active.
        const walletSwitched = !sameAddress(changed[0]?.address ?? '', connection.accounts[0]?.address ?? '')
        applyConnection(
          namespace,
          { ...connection, accounts: changed },
          {
            activate: false,
            activeAddress: activeAddress ?? (walletSwitched ? undefined : connection.activeAddress),
          },
        )
      }),
      adapter.emitter.on('chainChanged', ({ connectorId, caipNetworkId }) => {
        const connection = state.connections[namespace]
        if (!connection || !isCurrent(connectorId)) return
        applyConnection(
          namespace,
          { ...connection, caipNetworkId },
          { activate: false, activeAddress: connection.activeAddress },
        )
      }),
      adapter.emitter.on('disconnect', ({ connectorId }) => {
        if (isCurrent(connectorId)) clearNamespace(namespace, { byVisitor: false })
      }),
    ]
  })
  return () => {
    for (const stop of stops) stop()
  }
}
