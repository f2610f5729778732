import { snapshot } from 'valtio/vanilla'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import { consoleLogger } from '../contracts/logger.js'
import { createAccountState } from '../controllers/account/accountState.js'
import { createConnectionState } from '../controllers/connection/connectionState.js'
import { connectNamespace } from '../controllers/connection/connectNamespace.js'
import { reconnectFamilies } from '../controllers/connection/reconnectFamilies.js'
import {
  createConnectorsController,
  createConnectorsState,
} from '../controllers/connectors/connectorsController.js'
import { createModal } from '../controllers/modal/modal.js'
import { createMultiWallet } from '../controllers/multiWallet/multiWallet.js'
import { createNetworkConfig } from '../controllers/network/networkConfig.js'
import { createNetworkState } from '../controllers/network/networkState.js'
import { decideSwitchNetworkView } from '../controllers/network/switchNetworkView.js'
import { createNotices, createNoticesState } from '../controllers/notices/notices.js'
import { resolveRemoteFeatures } from '../controllers/options/remoteFeatures.js'
import { createRemoteFeaturesLoader } from '../controllers/options/remoteFeaturesLoader.js'
import { resolveWalletRegistry } from '../controllers/options/serviceClients.js'
import { validateOptions } from '../controllers/options/validateOptions.js'
import { createModalState } from '../controllers/router/modalState.js'
import { createRouter } from '../controllers/router/router.js'
import { createTheme, createThemeState } from '../controllers/theme/theme.js'
import type { ChainNamespace } from '../network/namespaces.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import type { WalletConnectController } from '../walletConnect/createWalletConnectController.js'
import { walletConnectConnector, walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
import { createWalletConnectState } from '../walletConnect/walletConnectState.js'
import { afterNextFrame } from './afterNextFrame.js'
import { readEnvironment } from './environment.js'
import type { KitSession } from './kitSession.js'
import { createKitState } from './kitState.js'
import { createKitWalletList, watchWalletListFilters } from './kitWalletList.js'
import type { LatchKit } from './latchKit.js'
import { lazySession } from './lazy/lazySession.js'
import { lazySignInFlow } from './lazy/lazySignInFlow.js'
import { lazyWalletConnect } from './lazy/lazyWalletConnect.js'
import type { CreateLatchKitParameters } from './options.js'
import { getStartupStatuses } from './startupStatus.js'
import { createSelectorSubscribe } from './subscribe.js'
import { watchKitState } from './watchKitState.js'

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
  const walletRegistry = resolveWalletRegistry(options, logger)
  const walletList = createKitWalletList(
    { ...options, walletRegistry },
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
  const networkConfig = createNetworkConfig({ state: state.network, adapters, storage })
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
  // Connecting, the accounts and the wallets' events: loaded on the first connect or restore.
  const session = lazySession({
    state,
    adapters,
    storage,
    notices,
    now,
    serviceOptions: options,
    logger,
    defaultAccountTypes: options.defaultAccountTypes ?? {},
    networkConfig,
    router,
    connectors,
    openModal: (open) => modal.open(open),
    showUnsupportedChain: options.enableNetworkSwitch !== false && options.allowUnsupportedChain !== true,
    closeModal: () => modal.close(),
    onDisconnected: async () => {
      if (options.siwx?.signOutOnDisconnect) await options.siwx.setSessions?.([])
    },
  })
  const withSession = <result>(action: (loaded: KitSession) => Promise<result>) => session.get().then(action)
  /** Reads that only mean something for a connected family: without a session there is none. */
  const ifConnected = (action: (loaded: KitSession) => Promise<void>) =>
    session.started()?.then(action) ?? Promise.resolve()
  const getConnectorId = (namespace: ChainNamespace) => state.connection.connections[namespace]?.connectorId
  const disconnectFamilies = (parameters?: Parameters<LatchKit['disconnect']>[0]) =>
    withSession((loaded) => loaded.connection.disconnect(parameters))
  function connectWallet(parameters: Parameters<LatchKit['connect']>[0]): Promise<void> {
    const loaded = session.loaded()
    if (loaded) return loaded.connection.connect(parameters)
    // While the code loads, the family shows as connecting at once, as it does with it loaded.
    const namespace = connectNamespace({
      requested: parameters.namespace,
      served: connectors.getConnector(parameters.connectorId)?.chainNamespaces ?? [],
      modalNamespace: state.modal.namespace,
      activeNamespace: state.network.activeNamespace,
    })
    const account = namespace && adapters.has(namespace) ? state.accounts[namespace] : undefined
    const previous = account?.status
    if (account) account.status = 'connecting'
    return session.get().then(
      (ready) => ready.connection.connect(parameters),
      (error: unknown) => {
        if (account && previous && account.status === 'connecting') account.status = previous
        throw error
      },
    )
  }
  const reconnect = () =>
    reconnectFamilies({
      state: state.connection,
      networkState: state.network,
      accounts: state.accounts,
      adapters,
      storage,
      logger,
      apply: (namespace, restored) =>
        withSession(async (loaded) =>
          loaded.applier.applyConnection(namespace, restored, { activate: false }),
        ),
      forget: (namespace) => withSession(async (loaded) => loaded.forgetConnection(namespace)),
    })
  const walletConnect: WalletConnectController | undefined = hasWalletConnect
    ? lazyWalletConnect({
        state,
        projectId: options.projectId as string,
        metadata: options.metadata,
        options: options.walletConnect || {},
        adapters,
        session: () => session.get(),
        storage,
        logger,
        now,
        router,
        modal,
      })
    : undefined
  const multiWallet = createMultiWallet({
    state: state.connection,
    storage,
    notices,
    connection: {
      switchConnection: (parameters) =>
        withSession((loaded) => loaded.connection.switchConnection(parameters)),
    },
    isEnabled: () => state.features.multiWallet,
  })

  const signIn = lazySignInFlow({
    siwx: options.siwx,
    state,
    adapters,
    router,
    modal,
    network: { switchNetwork: (target) => withSession((loaded) => loaded.network.switchNetwork(target)) },
    connection: { getConnectorId, disconnect: disconnectFamilies },
    notices,
    logger,
    metadata: options.metadata,
  })

  if (!options.projectId) notices.showAlert('PROJECT_ID_NOT_CONFIGURED', { severity: 'warning', once: true })
  const subscribe = createSelectorSubscribe(state)
  const stops = [
    connectors.watch(),
    () => session.stop(),
    watchKitState({ subscribe, connectors, signIn, logger }),
    watchWalletListFilters({ subscribe, walletList, connectors, excludeWalletIds: options.excludeWalletIds }),
  ]
  // No request before the visitor acts: fetched on the first open or wallet load, unless preloaded.
  const loadRemoteFeatures = createRemoteFeaturesLoader({
    registry: walletRegistry,
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
    // Only a stored connection loads the session now; a first visit loads it if a wallet answers.
    if (Object.keys(storage.get('connectedConnectorIds') ?? {}).length > 0)
      session.get().catch((error: unknown) => logger.warn('Could not load the connection code', error))
    await walletConnect?.restore()
    await reconnect()
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
      // The remote configuration is asked for once the opened modal is drawn: starting a request
      // costs the click a few milliseconds (loadWallets asks at once when it comes first).
      afterNextFrame(() => void loadRemoteFeatures())
      modal.open(parameters)
      // The visitor is about to pick a wallet: have the connection code ready for it.
      session.get().catch((error: unknown) => logger.warn('Could not load the connection code', error))
    },
    async prefetch() {
      // Code only: the registry and the wallets hear from the kit once the visitor opens the modal.
      await Promise.all([
        session.prefetch(),
        walletList.controller?.prefetch(),
        // The built-in registry client downloads its code on its first request (the open's remote
        // configuration): with it in the module cache, that request waits for no download.
        walletRegistry && !options.walletRegistry ? import('../registry/createWalletRegistry.js') : undefined,
      ])
    },
    close: () => modal.close(),
    goBack: () => router.goBack(),
    registerViews: (views) => router.registerViews(views),
    connect: (parameters) =>
      walletConnect && parameters.connectorId === walletConnectConnectorId
        ? walletConnect.connect()
        : connectWallet(parameters),
    async disconnect(parameters) {
      try {
        await disconnectFamilies(parameters)
      } finally {
        // Once no family is left on it, the session ends for the wallet too.
        await walletConnect?.endSession()
      }
    },
    reconnect,
    switchNetwork: (target) => withSession((loaded) => loaded.network.switchNetwork(target)),
    selectNetwork(target, parameters = {}) {
      const activeNamespace = state.network.activeNamespace
      const connectorId = activeNamespace ? getConnectorId(activeNamespace) : undefined
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
    addNetwork: (target) => networkConfig.addNetwork(target),
    removeNetwork: (target) => networkConfig.removeNetwork(target),
    setThemeMode: (mode) => theme.setThemeMode(mode),
    setThemeVariables: (variables) => theme.setThemeVariables(variables),
    fetchBalance: (namespace, options) =>
      withFamily(namespace, (family) =>
        ifConnected((loaded) => loaded.accounts.fetchBalance(family, options)),
      ),
    fetchTokenBalance: (namespace) =>
      withFamily(namespace, (family) => ifConnected((loaded) => loaded.accounts.fetchTokenBalance(family))),
    fetchIdentity: (namespace) =>
      withFamily(namespace, (family) => ifConnected((loaded) => loaded.accounts.fetchIdentity(family))),
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
      networkConfig,
      connectors,
      session,
      notices,
      signIn,
      walletList: walletList.controller,
      walletConnect,
    },
  }
}
