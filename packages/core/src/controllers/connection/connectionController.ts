import type { AdapterConnection, ChainAdapter } from '../../contracts/chainAdapter.js'
import type { Connector } from '../../contracts/connector.js'
import type { KitStorage } from '../../contracts/storage.js'
import type { Wallet } from '../../contracts/walletRegistry.js'
import {
  ChainAdapterNotFoundError,
  ConnectionRejectedError,
  DisconnectChainsError,
  FailedToConnectError,
  isUserRejection,
} from '../../errors/connection.js'
import { ConnectorNotFoundError } from '../../errors/connectorNotFound.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountController } from '../account/accountController.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import { walletOfConnector } from '../connectors/connectorsController.js'
import type { NetworkController } from '../network/networkController.js'
import type { NetworkState } from '../network/networkState.js'
import type { Notices } from '../notices/notices.js'
import { createConnectionApplier } from './connectionApplier.js'
import type { ConnectionState } from './connectionState.js'
import { connectNamespace } from './connectNamespace.js'
import { watchAdapters } from './watchAdapters.js'

export type ConnectParameters = {
  connectorId: string
  /** The namespace to connect; by default the modal's, the active one, or the connector's first. */
  namespace?: ChainNamespace
  /** The registry wallet the visitor picked, recorded among the recent wallets. */
  wallet?: Wallet
  /**
   * WalletConnect on a phone: the picked wallet's app opens by its mobile link, and the kit
   * remembers that choice (spec section 3) so the wallet's requests bring its app to the front.
   */
  deepLink?: boolean
}

export type DisconnectParameters = {
  /** The namespace to disconnect; by default every connected namespace. */
  namespace?: ChainNamespace
  /**
   * Whether the modal closes afterwards.
   * @default true
   */
  closeModal?: boolean
}

/** Connectors whose session spans every namespace: disconnecting one namespace disconnects all. */
const sessionWideTypes: readonly Connector['type'][] = ['WALLET_CONNECT', 'AUTH']

export type ConnectionController = ReturnType<typeof createConnectionController>

/** Connecting, disconnecting and following wallets (spec section 4). */
export function createConnectionController(parameters: {
  state: ConnectionState
  networkState: NetworkState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  accounts: AccountController
  network: NetworkController
  connectors: ConnectorsController
  getModalNamespace: () => ChainNamespace | undefined
  closeModal: () => Promise<unknown>
  notices: Notices
  /** Called after a namespace disconnected by the visitor (sign-in sessions are cleared there). */
  onDisconnected?: (namespace: ChainNamespace) => Promise<void> | void
}) {
  const { state, networkState, adapters, accounts, connectors } = parameters

  const applier = createConnectionApplier(parameters)
  const { applyConnection, restoreConnection, clearNamespace } = applier

  function adapterFor(namespace: ChainNamespace): ChainAdapter {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new ChainAdapterNotFoundError({ namespace })
    return adapter
  }

  /** The namespace to connect: the requested one, else the modal's, the active one or the connector's first. */
  function resolveNamespace(connectorId: string, requested: ChainNamespace | undefined): ChainNamespace {
    const found = connectNamespace({
      requested,
      served: connectors.getConnector(connectorId)?.chainNamespaces ?? [],
      modalNamespace: parameters.getModalNamespace(),
      activeNamespace: networkState.activeNamespace,
    })
    if (!found) throw new ChainAdapterNotFoundError({ connectorId })
    return found
  }

  return {
    getConnectorId(namespace: ChainNamespace): string | undefined {
      return state.connections[namespace]?.connectorId
    },

    /**
     * Connects a namespace with a connector. The namespace becomes the active one.
     * @throws {ConnectionRejectedError} when the visitor declines in the wallet.
     * @throws {FailedToConnectError} on any other wallet failure.
     * @throws {ChainAdapterNotFoundError} when no adapter serves the namespace.
     */
    async connect(options: ConnectParameters): Promise<void> {
      const namespace = resolveNamespace(options.connectorId, options.namespace)
      const adapter = adapterFor(namespace)
      const previous = accounts.account(namespace).status
      accounts.setStatus(namespace, 'connecting')
      let connection: AdapterConnection
      try {
        connection = await adapter.connect({
          connectorId: options.connectorId,
          network: networkState.byNamespace[namespace]?.caipNetwork,
        })
        applyConnection(namespace, connection, { activate: true })
      } catch (error) {
        accounts.setStatus(namespace, previous === 'connecting' ? 'disconnected' : previous)
        if (error instanceof FailedToConnectError) throw error
        if (isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
        throw new FailedToConnectError({ cause: error })
      }
      const connector = connectors.getConnector(options.connectorId)
      // A WalletConnect or embedded-wallet connection is remembered by the wallet the visitor picked.
      const isWalletEntry = connector && !sessionWideTypes.includes(connector.type)
      const wallet = options.wallet ?? (isWalletEntry ? walletOfConnector(connector) : undefined)
      if (wallet) connectors.addRecentWallet(wallet)
    },

    /**
     * Makes a saved connection the namespace's connection: silently when the wallet still
     * authorizes it (status `reconnecting` meanwhile), else through the wallet's connect prompt.
     */
    async switchConnection(options: { namespace: ChainNamespace; connectorId: string }): Promise<void> {
      if (state.connections[options.namespace]?.connectorId === options.connectorId) return
      const adapter = adapterFor(options.namespace)
      if (!adapter.getConnectors().some((connector) => connector.id === options.connectorId))
        throw new ConnectorNotFoundError(options.connectorId)
      const network = networkState.byNamespace[options.namespace]?.caipNetwork
      const previous = accounts.account(options.namespace).status
      accounts.setStatus(options.namespace, 'reconnecting')
      const restored = await adapter
        .reconnect({ connectorId: options.connectorId, network })
        .catch(() => null)
      if (restored && restored.accounts.length > 0)
        return restoreConnection(options.namespace, restored, { activate: true })
      accounts.setStatus(options.namespace, previous)
      await this.connect(options)
    },

    /**
     * Disconnects a namespace, or every namespace. WalletConnect and embedded-wallet connections
     * disconnect every namespace. Failures are combined into one error; failed namespaces stay
     * connected so the visitor can retry.
     * @throws {DisconnectChainsError} 'Failed to disconnect chains: {message}'.
     */
    async disconnect(options: DisconnectParameters = {}): Promise<void> {
      const sessionWide = state.connectedNamespaces.some((namespace) => {
        const connectorId = state.connections[namespace]?.connectorId
        const type = connectorId ? connectors.getConnector(connectorId)?.type : undefined
        return (
          (!options.namespace || namespace === options.namespace) && type && sessionWideTypes.includes(type)
        )
      })
      const targets =
        options.namespace && !sessionWide
          ? state.connectedNamespaces.filter((namespace) => namespace === options.namespace)
          : [...state.connectedNamespaces]
      // Each namespace's connector is read before any wallet is awaited: a wallet event arriving
      // meanwhile (an injected wallet reports no accounts once revoked) clears the namespace first,
      // and the connector must still be recorded as disconnected by the visitor.
      const connectorIds = targets.map((namespace) => state.connections[namespace]?.connectorId)
      const results = await Promise.allSettled(
        targets.map(async (namespace, index) => {
          const connectorId = connectorIds[index]
          if (connectorId) await adapterFor(namespace).disconnect({ connectorId })
          clearNamespace(namespace, { byVisitor: true, connectorId })
          await parameters.onDisconnected?.(namespace)
        }),
      )
      // In the order the namespaces connected, whatever order they failed in.
      const failures = results.flatMap((result, index) =>
        result.status === 'rejected' ? [{ namespace: targets[index] as string, error: result.reason }] : [],
      )
      if (options.closeModal !== false) await parameters.closeModal()
      if (failures.length === 0) return
      const error = new DisconnectChainsError(failures)
      parameters.notices.showSnackbar(error.code, { values: error.values })
      throw error
    },

    /** Follows the adapters' events; returns a function that stops following. */
    watch(): () => void {
      return watchAdapters({ state, adapters, applier })
    },
  }
}
