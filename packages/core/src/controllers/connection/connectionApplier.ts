import type { AdapterConnection, ChainAdapter } from '../../contracts/chainAdapter.js'
import type { KitStorage } from '../../contracts/storage.js'
import { FailedToConnectError } from '../../errors/connection.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { sameAddress } from '../../utils/sameAddress.js'
import type { AccountController } from '../account/accountController.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import { embeddedSessionKeys } from '../embedded/embeddedSessionKeys.js'
import type { NetworkController } from '../network/networkController.js'
import type { NetworkState } from '../network/networkState.js'
import { savedActiveAddress } from './connectionRecords.js'
import type { ConnectionState } from './connectionState.js'
import { forgetConnection } from './forgetConnection.js'
import { recordConnection } from './recordConnection.js'

export type ConnectionApplier = ReturnType<typeof createConnectionApplier>

/** Puts connections into, and takes them out of, the kit's state: account, network and records. */
export function createConnectionApplier(parameters: {
  state: ConnectionState
  networkState: NetworkState
  storage: KitStorage
  accounts: AccountController
  network: NetworkController
  connectors: Pick<ConnectorsController, 'getConnector'>
  /** Told which account is active, so their actions act for it (`setActiveAccount`). */
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
}) {
  const { state, networkState, storage, accounts, network, connectors, adapters } = parameters

  /**
   * Puts an adapter's connection into state (account, network, storage). The active account is
   * `activeAddress` when the connection has it, else the wallet's first.
   */
  function applyConnection(
    namespace: ChainNamespace,
    connection: AdapterConnection,
    options: { activate: boolean; activeAddress?: string | undefined },
  ) {
    const [first] = connection.accounts
    if (!first) throw new FailedToConnectError({ cause: new Error('The wallet returned no account') })
    const wanted = options.activeAddress
    const active =
      (wanted && connection.accounts.find((account) => sameAddress(account.address, wanted))) || first
    recordConnection({ state, storage }, namespace, connection, active.address)
    adapters
      .get(namespace)
      ?.setActiveAccount?.({ connectorId: connection.connectorId, address: active.address })
    network.setApprovedNetworks(namespace, connection)
    const connector = connectors.getConnector(connection.connectorId)
    const known = network.findNetwork(connection.caipNetworkId)
    if (options.activate && known) network.setActiveNetwork(known)
    else if (options.activate) networkState.activeNamespace = namespace
    accounts.setConnectedAccount(namespace, {
      address: active.address,
      allAccounts: connection.accounts,
      caipNetworkId: connection.caipNetworkId,
      network: known ?? networkState.byNamespace[namespace]?.caipNetwork,
      walletInfo: connector
        ? {
            name: connector.name,
            icon: connector.imageUrl,
            identifier: connector.explorerId ?? connector.rdns,
          }
        : undefined,
    })
    network.handleChainChanged(namespace, connection.caipNetworkId)
  }

  /**
   * Clears a namespace: account, network approvals, connection records. `connectorId` names the
   * connector when the caller read it earlier (a wallet event may have cleared the namespace since).
   */
  function clearNamespace(
    namespace: ChainNamespace,
    options: { byVisitor: boolean; connectorId?: string | undefined },
  ) {
    const connectorId = options.connectorId ?? state.connections[namespace]?.connectorId
    forgetConnection({ state, storage }, namespace, { byVisitor: options.byVisitor, connectorId })
    accounts.reset(namespace)
    network.resetNamespace(namespace)
    // The embedded wallet's session ends with its connection (spec section 4).
    if (connectorId && connectors.getConnector(connectorId)?.type === 'AUTH') {
      for (const key of embeddedSessionKeys) storage.remove(key)
    }
    // Another connected namespace becomes the active one.
    const next = state.connectedNamespaces[0]
    const nextNetwork = next ? networkState.byNamespace[next]?.caipNetwork : undefined
    if (namespace === networkState.activeNamespace && nextNetwork) network.setActiveNetwork(nextNetwork)
  }

  /**
   * Puts a connection the wallet still authorized back into state (at start, or switching to a
   * saved connection), with the account the visitor last made active in it when it is still there.
   */
  function restoreConnection(
    namespace: ChainNamespace,
    connection: AdapterConnection,
    options: { activate: boolean },
  ) {
    applyConnection(namespace, connection, {
      activate: options.activate,
      activeAddress: savedActiveAddress(state, namespace, connection.connectorId),
    })
  }

  return { applyConnection, restoreConnection, clearNamespace }
}
