import type UniversalProvider from '@walletconnect/universal-provider'
import { snapshot } from 'valtio/vanilla'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import { consoleLogger } from '../contracts/logger.js'
import { connectWallet } from '../controllers/connection/connectWallet.js'
import { reconnectNamespaces } from '../controllers/connection/reconnectNamespaces.js'
import { createConnectorsController } from '../controllers/connectors/connectorsController.js'
import { createEmbeddedSession } from '../controllers/embedded/embeddedSession.js'
import { createModal } from '../controllers/modal/modal.js'
import { createMultiWallet } from '../controllers/multiWallet/multiWallet.js'
import { createNetworkConfig } from '../controllers/network/networkConfig.js'
import { selectNetwork } from '../controllers/network/selectNetwork.js'
import { createNotices } from '../controllers/notices/notices.js'
import { createRemoteFeaturesLoader } from '../controllers/options/remoteFeaturesLoader.js'
import { resolveWalletRegistry } from '../controllers/options/serviceClients.js'
import { validateOptions } from '../controllers/options/validateOptions.js'
import type { PayController } from '../controllers/pay/payController.js'
import { createRouter } from '../controllers/router/router.js'
import { coreViews, multiWalletViews, type View } from '../controllers/router/views.js'
import type { SignInFlow } from '../controllers/siwx/signInFlow.js'
import { createTheme } from '../controllers/theme/theme.js'
import { createFeatures } from '../features/createFeatures.js'
import { siwxFeature, siwxFeatureId } from '../features/siwxFeature.js'
import { walletFeatures } from '../features/walletFeatures.js'
import type { ChainNamespace } from '../network/namespaces.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import { afterNextFrame } from '../utils/afterNextFrame.js'
import type { WalletConnectController } from '../walletConnect/createWalletConnectController.js'
import { walletConnectConnector, walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
import { activeAccount } from './activeAccount.js'
import { createInitialKitState } from './createInitialKitState.js'
import { readEnvironment } from './environment.js'
import type { KitSession } from './kitSession.js'
import { createKitWalletList, watchWalletListFilters } from './kitWalletList.js'
import type { LatchKit } from './latchKit.js'
import { lazySession } from './lazy/lazySession.js'
import { lazyWalletConnect } from './lazy/lazyWalletConnect.js'
import type { CreateLatchKitParameters } from './options.js'
import { startKit } from './startKit.js'
import { createSelectorSubscribe } from './subscribe.js'
import { watchKitState } from './watchKitState.js'

const alwaysShown = new Set<View>(coreViews)
const multiWalletShown = new Set<View>(multiWalletViews)

/**
 * Creates a LatchKit instance: builds its state and controllers and wires them together; the
 * actions live with their controllers. Nothing is shared between instances. Earlier connections
 * are restored in the background (`kit.ready`).
 *
 * @throws {SiweAndSiwxError} when both `siweConfig` and `siwx` are set.
 * @throws {InvalidOptionsError} without networks, or with two adapters for one namespace.
 * @throws {DuplicateFeatureError} when two feature modules share an id or a view.
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
  const localFeatures = options.features ?? {}
  // WalletConnect serves the namespaces whose adapters take a session; it needs a project id.
  const walletConnectNamespaces = options.adapters
    .filter((adapter) => adapter.walletConnect)
    .map((adapter) => adapter.namespace)
  const hasWalletConnect =
    options.walletConnect !== false && Boolean(options.projectId) && walletConnectNamespaces.length > 0
  const walletRegistry = resolveWalletRegistry(options, logger)
  const state = createInitialKitState({
    options: { ...options, walletRegistry },
    namespaces,
    storage,
    logger,
  })
  const walletList = createKitWalletList(
    { ...options, walletRegistry },
    state.walletList,
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

  const notices = createNotices({ state: state.notices })
  const theme = createTheme({ state: state.theme })
  const features = createFeatures({ state, logger })
  const router = createRouter({
    state: state.modal,
    isAvailable: (view) =>
      alwaysShown.has(view) ||
      (multiWalletShown.has(view) && state.features.multiWallet) ||
      features.isViewEnabled(view),
    // A feature's controller downloads with the first of its views shown (the UI waits for it).
    onEnter(view) {
      const owner = features.ownerOf(view)
      if (owner) features.load(owner.id).catch(() => {})
    },
  })
  const modal = createModal({
    state: state.modal,
    router,
    getAccount: (namespace) => activeAccount(state, namespace),
    siwx: options.siwx,
  })
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
    connectorTypeOrder: localFeatures.connectorTypeOrder,
    connectMethodsOrder: localFeatures.connectMethodsOrder,
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
    goBack: () => modal.goBack(),
    connectors,
    openModal: (open) => modal.open(open),
    showUnsupportedChain: options.enableNetworkSwitch !== false && options.allowUnsupportedChain !== true,
    closeModal: () => modal.close(),
    onDisconnected: async () => {
      if (options.siwx?.signOutOnDisconnect) await options.siwx.setSessions?.([])
    },
  })
  const withSession = <result>(action: (loaded: KitSession) => Promise<result>) => session.get().then(action)
  /** Reads that only mean something for a connected namespace: without a session there is none. */
  const ifConnected = (action: (loaded: KitSession) => Promise<void>) =>
    session.started()?.then(action) ?? Promise.resolve()
  const withNamespace = (
    namespace: ChainNamespace | undefined,
    action: (namespace: ChainNamespace) => Promise<void>,
  ) => {
    const target = namespace ?? state.network.activeNamespace
    return target ? action(target) : Promise.resolve()
  }
  const switchNetwork: LatchKit['switchNetwork'] = (target) =>
    withSession((loaded) => loaded.network.switchNetwork(target))
  const disconnectNamespaces = (parameters?: Parameters<LatchKit['disconnect']>[0]) =>
    withSession((loaded) => loaded.connection.disconnect(parameters))
  // Restoring runs at every start (other authorized wallets are asked even with nothing stored),
  // so its code is part of the initial JavaScript: a chunk of its own would be one more request
  // before the first click, and more bytes.
  const reconnect = () =>
    reconnectNamespaces({
      state: state.connection,
      networkState: state.network,
      accounts: state.accounts,
      adapters,
      storage,
      logger,
      apply: (namespace, restored) =>
        withSession(async (loaded) =>
          loaded.applier.restoreConnection(namespace, restored, { activate: false }),
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
        notices,
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

  // Feature modules: sign in with X (when `siwx` is set) and the site's own.
  features.install([
    ...(options.siwx
      ? [
          siwxFeature({
            siwx: options.siwx,
            state,
            adapters,
            modal,
            network: { switchNetwork },
            connection: {
              getConnectorId: (namespace) => state.connection.connections[namespace]?.connectorId,
              disconnect: disconnectNamespaces,
            },
            notices,
            logger,
            metadata: options.metadata,
          }),
        ]
      : []),
    ...walletFeatures({
      state,
      features: options.features,
      returnToAccount: () => router.reset('Account'),
      getTransactionsApi: () => withSession(async (loaded) => loaded.transactionsApi),
    }),
    ...(options.featureModules ?? []),
  ])
  state.features = features.apply(state.features)
  const signInFlow = (): Promise<SignInFlow> =>
    options.siwx
      ? (features.load(siwxFeatureId) as Promise<SignInFlow>)
      : // The sign-in errors load with the flow; a kit without sign-in needs this one only when asked.
        import('../controllers/siwx/errors.js').then(({ SiwxNotEnabledError }) =>
          Promise.reject(new SiwxNotEnabledError()),
        )

  // No request before the visitor acts: fetched on the first open or wallet load, unless preloaded.
  const loadRemoteFeatures = createRemoteFeaturesLoader({
    registry: walletRegistry,
    basic: options.basic,
    local: localFeatures,
    logger,
    apply(resolved) {
      state.features = features.apply(resolved)
      connectors.refresh()
    },
  })
  if (!options.projectId) notices.showAlert('PROJECT_ID_NOT_CONFIGURED', { severity: 'warning', once: true })

  const subscribe = createSelectorSubscribe(state)
  const stops: (() => void)[] = []
  const kit: LatchKit = {
    getState: () => snapshot(state),
    subscribe,
    ready: Promise.resolve(),
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
        // The Connect view's lists, computed: `@latchkit/ui` renders the view ahead, hidden.
        connectors.loadList(),
        session.prefetch(),
        walletList?.prefetch(),
        // The built-in registry client downloads its code on its first request (the open's remote
        // configuration): with it in the module cache, that request waits for no download.
        walletRegistry && !options.walletRegistry ? import('../registry/createWalletRegistry.js') : undefined,
      ])
    },
    close: () => modal.close(),
    goBack: () => modal.goBack(),
    navigate: (view, data, options) =>
      options?.replace ? router.replace(view, data) : router.push(view, data),
    isViewAvailable: (view) => router.isAvailable(view),
    isCloseBlocked: () => modal.isCloseBlocked(),
    loadFeature: (id) => features.load(id),
    pay: (request) => features.load('pay').then((pay) => (pay as PayController).pay(request)),
    getAdapter: (namespace) => adapters.get(namespace),
    connect: (parameters) =>
      walletConnect && parameters.connectorId === walletConnectConnectorId
        ? walletConnect.connect(parameters)
        : connectWallet({ state, adapters, connectors, session }, parameters),
    async disconnect(parameters) {
      try {
        await disconnectNamespaces(parameters)
      } finally {
        // Once no namespace is left on it, the session ends for the wallet too.
        await walletConnect?.endSession()
      }
    },
    reconnect,
    switchAccount: (parameters) => withSession((loaded) => loaded.switchAccount(parameters)),
    switchNetwork,
    selectNetwork: (target, parameters) => selectNetwork({ state, connectors, router }, target, parameters),
    signIn: () => signInFlow().then((flow) => flow.signMessage()),
    cancelSignIn: () => signInFlow().then((flow) => flow.cancel()),
    addNetwork: (target) => networkConfig.addNetwork(target),
    removeNetwork: (target) => networkConfig.removeNetwork(target),
    setThemeMode: (mode) => theme.setThemeMode(mode),
    setLocale: (locale) => {
      state.locale = locale
    },
    setThemeVariables: (variables) => theme.setThemeVariables(variables),
    fetchBalance: (namespace, fetchOptions) =>
      withNamespace(namespace, (target) =>
        ifConnected((loaded) => loaded.accounts.fetchBalance(target, fetchOptions)),
      ),
    fetchTokenBalance: (namespace) =>
      withNamespace(namespace, (target) =>
        ifConnected((loaded) => loaded.accounts.fetchTokenBalance(target)),
      ),
    fetchIdentity: (namespace) =>
      withNamespace(namespace, (target) => ifConnected((loaded) => loaded.accounts.fetchIdentity(target))),
    async loadWallets() {
      await loadRemoteFeatures()
      await walletList?.load()
    },
    fetchNextWalletsPage: () => walletList?.fetchNextPage() ?? Promise.resolve(),
    searchWallets: (query) => walletList?.search(query) ?? Promise.resolve(),
    // closeAlert, closeSnackbar, showAlert and showSnackbar, as they are (they use no `this`).
    ...notices,
    getConnections: (namespace) => multiWallet.getConnections(namespace),
    switchConnection: (parameters) => multiWallet.switchConnection(parameters),
    deleteConnection: (parameters) => multiWallet.deleteConnection(parameters),
    subscribeConnections: (namespace, listener) => multiWallet.subscribeConnections(namespace, listener),
    embeddedSession: createEmbeddedSession({
      storage,
      now,
      network: state.network,
      accounts: state.accounts,
      defaultAccountTypes: options.defaultAccountTypes ?? {},
    }),
    getUniversalProvider: async (): Promise<UniversalProvider | undefined> =>
      walletConnect?.getProvider()?.catch(() => undefined),
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
      features,
      walletList,
      walletConnect,
    },
  }
  features.attach({ kit })

  stops.push(
    connectors.watch(),
    () => session.stop(),
    watchKitState({
      subscribe,
      connectors,
      // Sign-in is checked for each connected account and network, when the site set `siwx`.
      checkSignIn: options.siwx ? () => signInFlow().then((flow) => flow.check()) : undefined,
      logger,
    }),
    watchWalletListFilters({ subscribe, walletList, connectors, excludeWalletIds: options.excludeWalletIds }),
  )
  kit.ready = startKit({
    preloadRemoteConfig: options.preloadRemoteConfig === true,
    enableReconnect: options.enableReconnect !== false,
    storage,
    session,
    walletConnect,
    loadRemoteFeatures,
    reconnect,
    logger,
  })
  return kit
}
