import { snapshot } from 'valtio/vanilla'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import { consoleLogger } from '../contracts/logger.js'
import { createAccountController } from '../controllers/account/accountController.js'
import { createAccountState } from '../controllers/account/accountState.js'
import { watchBalanceChanges } from '../controllers/account/watchBalanceChanges.js'
import { createConnectionApplier } from '../controllers/connection/connectionApplier.js'
import { createConnectionController } from '../controllers/connection/connectionController.js'
import { createConnectionState } from '../controllers/connection/connectionState.js'
import {
  createConnectorsController,
  createConnectorsState,
} from '../controllers/connectors/connectorsController.js'
import { createModal } from '../controllers/modal/modal.js'
import { createMultiWallet } from '../controllers/multiWallet/multiWallet.js'
import { createNetworkController } from '../controllers/network/networkController.js'
import { createNetworkState } from '../controllers/network/networkState.js'
import { decideSwitchNetworkView } from '../controllers/network/switchNetworkView.js'
import { createNotices, createNoticesState } from '../controllers/notices/notices.js'
import { resolveRemoteFeatures } from '../controllers/options/remoteFeatures.js'
import { createRemoteFeaturesLoader } from '../controllers/options/remoteFeaturesLoader.js'
import { resolveServiceClients } from '../controllers/options/serviceClients.js'
import { validateOptions } from '../controllers/options/validateOptions.js'
import { createModalState } from '../controllers/router/modalState.js'
import { createRouter } from '../controllers/router/router.js'
import { createTheme, createThemeState } from '../controllers/theme/theme.js'
import type { ChainNamespace } from '../network/namespaces.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import type { WalletConnectController } from '../walletConnect/createWalletConnectController.js'
import { walletConnectConnector, walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
import { createWalletConnectState } from '../walletConnect/walletConnectState.js'
import { readEnvironment } from './environment.js'
import { createKitState } from './kitState.js'
import { createKitWalletList, watchWalletListFilters } from './kitWalletList.js'
import type { LatchKit } from './latchKit.js'
import { lazySignInFlow } from './lazy/lazySignInFlow.js'
import { lazyWalletConnect } from './lazy/lazyWalletConnect.js'
import type { CreateLatchKitParameters } from './options.js'
import { getStartupStatuses } from './startupStatus.js'
import { createSelectorSubscribe } from './subscribe.js'

/**
 * Creates a LatchKit instance: its state, its controllers and its actions. Nothing is shared
 * between instances. Earlier connections are restored in the background (`kit.ready`).
 *
 * @throws {SiweAndSiwxError} when both `siweConfig` and `siwx` are set.
 * @throws {InvalidOptionsError} without networks, or with two adapters for one family.
 * @example
 * const kit = createLatchKit({ adapters: [evmAdapter], networks: [mainnet], projectId })
 * kit.open()
 */
export function createLatchKit(options: CreateLatchKitParameters): LatchKit {
  validateOptions(options)
  const logger = options.logger ?? consoleLogger
  const now = options.now ?? Date.now
  const storage = createKitStorage({ storage: options.storage, logger })
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  const namespaces = [...adapters.keys()]
  const features = options.features ?? {}
  // WalletConnect serves the families whose adapters take a session; it needs a project id.
  const walletConnectNamespaces = options.adapters
    .filter((adapter) => adapter.walletConnect)
    .map((adapter) => adapter.namespace)
  const hasWalletConnect =
    options.walletConnect !== false && Boolean(options.projectId) && walletConnectNamespaces.length > 0
  const services = resolveServiceClients(options, logger)
  const walletList = createKitWalletList(
    { ...options, walletRegistry: services.walletRegistry },
    () =>
      options.networks
        .filter((network) => adapters.has(network.chainNamespace))
        .map((network) => network.caipNetworkId),
    () => ({
      environment: readEnvironment(options.environment),
      excluded: state.connectors.excludedWallets,
      namespace: state.modal.namespace ?? state.network.activeNamespace,
    }),
  )
  const statuses = getStartupStatuses({
    namespaces,
    storage,
    enableReconnect: options.enableReconnect !== false,
  })

  const state = createKitState({
    modal: createModalState(),
    accounts: Object.fromEntries(
      namespaces.map((namespace) => [namespace, createAccountState(statuses[namespace])]),
    ),
    connection: createConnectionState({ storage }),
    network: createNetworkState({
      namespaces,
      networks: options.networks,
      storedCaipNetworkId: storage.get('activeCaipNetworkId'),
      defaultNetwork: options.defaultNetwork,
    }),
    connectors: createConnectorsState({ storage }),
    walletList: walletList.state,
    features: resolveRemoteFeatures({
      local: features,
      remote: undefined,
      basic: options.basic,
      pay: features.pay,
      logger,
    }),
    theme: createThemeState({ mode: options.themeMode, variables: options.themeVariables }),
    notices: createNoticesState(),
    walletConnect: createWalletConnectState(),
  })

  const notices = createNotices({ state: state.notices })
  const theme = createTheme({ state: state.theme })
  const router = createRouter({ state: state.modal, onLastViewLeft: () => void modal.close() })
  const getAccount = (namespace?: ChainNamespace) => {
    const family = namespace ?? state.network.activeNamespace
    const account = family ? state.accounts[family] : undefined
    const caipNetworkId = family ? state.network.families[family]?.caipNetwork?.caipNetworkId : undefined
    return account?.address && caipNetworkId ? { address: account.address, caipNetworkId } : undefined
  }
  const modal = createModal({ state: state.modal, router, getAccount, siwx: options.siwx })
  const network = createNetworkController({
    state: state.network,
    adapters,
    storage,
    notices,
    modalState: state.modal,
    router,
    openModal: (open) => modal.open(open),
    getConnectorId: (namespace) => state.connection.connections[namespace]?.connectorId,
    showUnsupportedChain: options.enableNetworkSwitch !== false && options.allowUnsupportedChain !== true,
  })
  const accounts = createAccountController({
    state: state.accounts,
    adapters,
    storage,
    notices,
    now,
    blockchainApi: services.blockchainApi,
    getNetwork: (namespace) => state.network.families[namespace]?.caipNetwork,
    defaultAccountTypes: options.defaultAccountTypes ?? {},
  })
  const connectors = createConnectorsController({
    state: state.connectors,
    adapters,
    storage,
    getEnvironment: () => readEnvironment(options.environment),
    getNamespace: () => state.modal.namespace ?? state.network.activeNamespace,
    getModalNamespace: () => state.modal.namespace,
    getFeatures: () => ({
      isEmailEnabled: state.features.email,
      isSocialEnabled: state.features.socials !== false,
    }),
    customWallets: options.customWallets ?? [],
    connectorTypeOrder: features.connectorTypeOrder,
    connectMethodsOrder: features.connectMethodsOrder,
    kitConnectors: hasWalletConnect ? [walletConnectConnector(walletConnectNamespaces)] : [],
  })
  connectors.setRegistryWallets({ excluded: (options.excludeWalletIds ?? []).map((id) => ({ id })) })
  const connection = createConnectionController({
    state: state.connection,
    networkState: state.network,
    adapters,
    storage,
    logger,
    accounts,
    network,
    connectors,
    getModalNamespace: () => state.modal.namespace,
    closeModal: () => modal.close(),
    notices,
    onDisconnected: async () => {
      if (options.siwx?.signOutOnDisconnect) await options.siwx.setSessions?.([])
    },
  })
  const walletConnect: WalletConnectController | undefined = hasWalletConnect
    ? lazyWalletConnect({
        state: state.walletConnect,
        projectId: options.projectId as string,
        metadata: options.metadata,
        options: options.walletConnect || {},
        adapters,
        networks: () =>
          Object.values(state.network.families).flatMap((family) => family?.requestedCaipNetworks ?? []),
        connectionState: state.connection,
        networkState: state.network,
        accounts,
        applier: createConnectionApplier({
          state: state.connection,
          networkState: state.network,
          storage,
          accounts,
          network,
          connectors,
        }),
        storage,
        logger,
        now,
        showView: () =>
          state.modal.isOpen
            ? router.push('ConnectingWalletConnect')
            : modal.open({ view: 'ConnectingWalletConnect' }),
        isViewShown: () => state.modal.isOpen && state.modal.view === 'ConnectingWalletConnect',
      })
    : undefined
  const multiWallet = createMultiWallet({
    state: state.connection,
    storage,
    notices,
    connection,
    isEnabled: () => state.features.multiWallet,
  })

  const signIn = lazySignInFlow({
    siwx: options.siwx,
    state,
    adapters,
    router,
    modal,
    network,
    connection,
    notices,
    logger,
    metadata: options.metadata,
  })

  if (!options.projectId) notices.showAlert('PROJECT_ID_NOT_CONFIGURED', { severity: 'warning', once: true })
  const subscribe = createSelectorSubscribe(state)
  const stops = [
    connectors.watch(),
    connection.watch(),
    watchBalanceChanges({ adapters, accounts }),
    subscribe(
      (snapshot) => [snapshot.walletList.featured, snapshot.walletList.recommended] as const,
      ([featured, recommended]) => connectors.setRegistryWallets({ featured, recommended }),
      { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] },
    ),
    // Sign-in is checked for each connected account and network the visitor lands on.
    subscribe(
      (snapshot) => {
        const namespace = snapshot.network.activeNamespace
        const account = namespace ? snapshot.accounts[namespace] : undefined
        const caipNetworkId = namespace
          ? snapshot.network.families[namespace]?.caipNetwork?.caipNetworkId
          : undefined
        return account?.status === 'connected' ? `${caipNetworkId}:${account.address}` : ''
      },
      (key) => {
        if (key) signIn.check().catch((error: unknown) => logger.error(String(error)))
      },
    ),
    // The wallet list depends on the family it is shown for (Solana's mobile exceptions).
    subscribe(
      (snapshot) => snapshot.modal.namespace ?? snapshot.network.activeNamespace,
      () => connectors.refresh(),
    ),
    watchWalletListFilters({ subscribe, walletList, connectors, excludeWalletIds: options.excludeWalletIds }),
  ]
  // No request before the visitor acts: fetched on the first open or wallet load, unless preloaded.
  const loadRemoteFeatures = createRemoteFeaturesLoader({
    registry: services.walletRegistry,
    basic: options.basic,
    local: features,
    pay: features.pay,
    logger,
    apply(resolved) {
      state.features = resolved
      connectors.refresh()
    },
  })
  const ready = start()

  async function start() {
    if (options.preloadRemoteConfig) await loadRemoteFeatures()
    if (options.enableReconnect === false) return
    // The WalletConnect session first: the families it covers are then connected already.
    await walletConnect?.restore()
    await connection.reconnect()
  }

  const withFamily = (
    namespace: ChainNamespace | undefined,
    action: (namespace: ChainNamespace) => Promise<void>,
  ) => {
    const family = namespace ?? state.network.activeNamespace
    return family ? action(family) : Promise.resolve()
  }

  return {
    getState: () => snapshot(state),
    subscribe,
    ready,
    open(parameters) {
      void loadRemoteFeatures()
      modal.open(parameters)
    },
    close: () => modal.close(),
    goBack: () => router.goBack(),
    registerViews: (views) => router.registerViews(views),
    connect: (parameters) =>
      walletConnect && parameters.connectorId === walletConnectConnectorId
        ? walletConnect.connect()
        : connection.connect(parameters),
    async disconnect(parameters) {
      try {
        await connection.disconnect(parameters)
      } finally {
        // Once no family is left on it, the session ends for the wallet too.
        await walletConnect?.endSession()
      }
    },
    reconnect: () => connection.reconnect(),
    switchNetwork: (target) => network.switchNetwork(target),
    selectNetwork(target, parameters = {}) {
      const activeNamespace = state.network.activeNamespace
      const connectorId = activeNamespace ? connection.getConnectorId(activeNamespace) : undefined
      const view = decideSwitchNetworkView({
        target,
        activeCaipNetwork: state.network.activeCaipNetwork,
        activeNamespace,
        activeConnectorType: connectorId ? connectors.getConnector(connectorId)?.type : undefined,
        hasAddress: (namespace) => state.accounts[namespace]?.address !== undefined,
        ignoreSwitchConfirmation: parameters.ignoreSwitchConfirmation,
      })
      if (view) router.push(view, { network: target })
      return view
    },
    signIn: () => signIn.signMessage(),
    cancelSignIn: () => signIn.cancel(),
    addNetwork: (target) => network.addNetwork(target),
    removeNetwork: (target) => network.removeNetwork(target),
    setThemeMode: (mode) => theme.setThemeMode(mode),
    setThemeVariables: (variables) => theme.setThemeVariables(variables),
    fetchBalance: (namespace, options) =>
      withFamily(namespace, (family) => accounts.fetchBalance(family, options)),
    fetchTokenBalance: (namespace) => withFamily(namespace, (family) => accounts.fetchTokenBalance(family)),
    fetchIdentity: (namespace) => withFamily(namespace, accounts.fetchIdentity),
    async loadWallets() {
      await loadRemoteFeatures()
      await walletList.controller?.load()
    },
    fetchNextWalletsPage: () => walletList.controller?.fetchNextPage() ?? Promise.resolve(),
    searchWallets: (query) => walletList.controller?.search(query) ?? Promise.resolve(),
    closeAlert: () => notices.closeAlert(),
    closeSnackbar: () => notices.closeSnackbar(),
    getConnections: (namespace) => multiWallet.getConnections(namespace),
    switchConnection: (parameters) => multiWallet.switchConnection(parameters),
    deleteConnection: (parameters) => multiWallet.deleteConnection(parameters),
    subscribeConnections: (namespace, listener) => multiWallet.subscribeConnections(namespace, listener),
    destroy() {
      for (const stop of stops.splice(0)) stop()
      walletConnect?.stop()
    },
    _internal: {
      state,
      storage,
      adapters,
      router,
      modal,
      network,
      accounts,
      connectors,
      connection,
      notices,
      signIn,
      walletList: walletList.controller,
      walletConnect,
    },
  }
}
