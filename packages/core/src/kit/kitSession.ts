import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { Logger } from '../contracts/logger.js'
import type { AccountType, KitStorage } from '../contracts/storage.js'
import { createAccountController } from '../controllers/account/accountController.js'
import { watchBalanceChanges } from '../controllers/account/watchBalanceChanges.js'
import { createConnectionApplier } from '../controllers/connection/connectionApplier.js'
import { createConnectionController } from '../controllers/connection/connectionController.js'
import { forgetConnection } from '../controllers/connection/forgetConnection.js'
import { type SwitchAccountParameters, switchAccount } from '../controllers/connection/switchAccount.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { NetworkConfig } from '../controllers/network/networkConfig.js'
import { createNetworkController } from '../controllers/network/networkController.js'
import type { Notices } from '../controllers/notices/notices.js'
import { resolveBlockchainApi } from '../controllers/options/blockchainApiClient.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { KitState } from './kitState.js'

export type KitSessionParameters = {
  state: KitState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  notices: Notices
  now: () => number
  /** The site's provider API options; the kit's own client is built here, with the account code. */
  serviceOptions: {
    projectId?: string | undefined
    blockchainApi?: Pick<BlockchainApi, 'getIdentity' | 'getBalances'> | undefined
    blockchainApiUrl?: string | undefined
  }
  logger: Logger
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  networkConfig: NetworkConfig
  /** Goes back one view (closing the modal from its only view). */
  goBack: () => void
  connectors: ConnectorsController
  /** Opens the modal at the UnsupportedChain view. */
  openModal: (options: { view: 'UnsupportedChain' }) => void
  /** Whether a wallet on an unconfigured network opens the UnsupportedChain view. */
  showUnsupportedChain: boolean
  closeModal: () => Promise<unknown>
  /** Called after a namespace disconnected by the visitor (sign-in sessions are cleared there). */
  onDisconnected: (namespace: ChainNamespace) => Promise<void> | void
}

export type KitSession = ReturnType<typeof createKitSession>

/**
 * What a kit needs once a wallet connects: the account, network and connection controllers, and the
 * watchers of the wallets' own events (accounts, networks, disconnects, balances). A kit loads it
 * on the visitor's first connect, or at start when a connection is restored; until then no
 * namespace is connected and those events have nothing to change. `stop()` ends the watching.
 */
export function createKitSession(parameters: KitSessionParameters) {
  const { state, adapters, storage, notices, connectors } = parameters
  const network = createNetworkController({
    state: state.network,
    adapters,
    config: parameters.networkConfig,
    notices,
    modalState: state.modal,
    goBack: parameters.goBack,
    openModal: parameters.openModal,
    getConnectorId: (namespace) => state.connection.connections[namespace]?.connectorId,
    showUnsupportedChain: parameters.showUnsupportedChain,
  })
  const blockchainApi = resolveBlockchainApi(parameters.serviceOptions, parameters.logger)
  const accounts = createAccountController({
    state: state.accounts,
    adapters,
    storage,
    notices,
    now: parameters.now,
    blockchainApi,
    getNetwork: (namespace) => state.network.byNamespace[namespace]?.caipNetwork,
    defaultAccountTypes: parameters.defaultAccountTypes,
  })
  const connection = createConnectionController({
    state: state.connection,
    networkState: state.network,
    adapters,
    storage,
    accounts,
    network,
    connectors,
    getModalNamespace: () => state.modal.namespace,
    closeModal: parameters.closeModal,
    notices,
    onDisconnected: parameters.onDisconnected,
  })
  const applier = createConnectionApplier({
    state: state.connection,
    networkState: state.network,
    storage,
    accounts,
    network,
    connectors,
    adapters,
  })
  const stops = [connection.watch(), watchBalanceChanges({ adapters, accounts })]
  return {
    network,
    accounts,
    connection,
    applier,
    /** The kit's provider API (a project id's client, or the site's own), when it has one. */
    blockchainApi: blockchainApi as Partial<BlockchainApi> | undefined,
    /** The provider API's history calls, when the kit has a provider API (a project id or its own client). */
    transactionsApi: (blockchainApi as Partial<BlockchainApi> | undefined)?.getTransactions
      ? (blockchainApi as Pick<BlockchainApi, 'getTransactions'> &
          Partial<Pick<BlockchainApi, 'isNetworkSupported'>>)
      : undefined,
    /** Makes another account of a namespace's connection the active one (see `kit.switchAccount`). */
    switchAccount: (options: SwitchAccountParameters) =>
      switchAccount(
        { state: { connection: state.connection, network: state.network }, storage, accounts, adapters },
        options,
      ),
    /** Forgets a namespace's stored connection that did not come back (not the visitor's doing). */
    forgetConnection(namespace: ChainNamespace) {
      forgetConnection({ state: state.connection, storage }, namespace, { byVisitor: false })
    },
    stop() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
