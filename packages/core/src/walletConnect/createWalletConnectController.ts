import type UniversalProvider from '@walletconnect/universal-provider'
import type { AdapterConnection, ChainAdapter } from '../contracts/chainAdapter.js'
import type { Logger } from '../contracts/logger.js'
import type { KitStorage } from '../contracts/storage.js'
import type { Wallet } from '../contracts/walletRegistry.js'
import type { AccountController } from '../controllers/account/accountController.js'
import type { AccountState } from '../controllers/account/accountState.js'
import type { ConnectionApplier } from '../controllers/connection/connectionApplier.js'
import type { ConnectionState } from '../controllers/connection/connectionState.js'
import type { NetworkState } from '../controllers/network/networkState.js'
import type { Notices } from '../controllers/notices/notices.js'
import { ConnectionRejectedError, FailedToConnectError, isUserRejection } from '../errors/connection.js'
import type { Metadata } from '../kit/options.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { Network } from '../network/network.js'
import { recordDeepLinkChoice } from './deepLinkChoice.js'
import { loadUniversalProvider } from './loadUniversalProvider.js'
import { ModalClosedError } from './modalClosedError.js'
import { followNewestPairing } from './newestPairing.js'
import { pairingExpiry } from './pairingExpiry.js'
import { reusesPendingPairing } from './pairingReuse.js'
import { proposalNamespaces } from './proposalNamespaces.js'
import { readWalletConnectSession } from './readSession.js'
import type { RelayAlert } from './relayAlerts.js'
import { WalletConnectRelayRefusedError } from './relayRefusedError.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'
import type { WalletConnectOptions } from './walletConnectOptions.js'
import { sessionChains } from './walletConnectSession.js'
import type { WalletConnectState } from './walletConnectState.js'

/** WalletConnect's code for a proposal the visitor rejected in the wallet. */
const proposalRejectedCode = 5000

type Deferred = { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void }

function createDeferred(): Deferred {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve
    reject = onReject
  })
  // A kit.connect() caller that went away must not leave an unhandled rejection behind.
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

/** How the visitor picked WalletConnect (`kit.connect`'s parameters). */
export type WalletConnectChoice = {
  /** The registry wallet picked, if any. */
  wallet?: Pick<Wallet, 'name' | 'mobile_link'> | undefined
  /**
   * The wallet's app opens on this device by its mobile link (a phone): the choice is remembered
   * so the wallet's requests bring its app to the front. Otherwise a remembered one is forgotten.
   */
  deepLink?: boolean | undefined
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>

/**
 * The kit's WalletConnect session (spec section 4): pairing URI and expiry in state, a fresh URI
 * when one expires, a pending one reused on Telegram and iOS Safari, the approved session handed
 * to each namespace's adapter, restored on reload and ended on disconnect, from either side.
 */
export function createWalletConnectController(parameters: {
  state: WalletConnectState
  projectId: string
  metadata: Metadata | undefined
  options: WalletConnectOptions
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  networks: () => readonly Network[]
  connectionState: ConnectionState
  networkState: NetworkState
  accounts: AccountController
  applier: ConnectionApplier
  storage: KitStorage
  logger: Logger
  /**
   * Where the relay's alerts show, each once per kit (spec section 8): 'Invalid Project ID',
   * 'Session Expired', 'Rate Limited', 'Server Error'. Without it they are not shown.
   */
  notices?: Pick<Notices, 'showAlert'> | undefined
  now: () => number
  /** Shows the ConnectingWalletConnect view (opening the modal if needed). */
  showView: () => void
  /** Whether the visitor still sees the ConnectingWalletConnect view. */
  isViewShown: () => boolean
}) {
  const { state, adapters, connectionState, networkState, accounts, applier, logger, now } = parameters
  let providerPromise: Promise<UniversalProvider> | undefined
  let pending: (Deferred & { previousStatuses: Map<ChainNamespace, AccountState['status']> }) | undefined
  let attempt = 0
  let refreshTimer: ReturnType<typeof setTimeout> | undefined

  const servedAdapters = () =>
    [...adapters.values()].flatMap((adapter) =>
      adapter.walletConnect ? [{ adapter, serve: adapter.walletConnect }] : [],
    )
  const isReuseEnvironment = parameters.options.reusePendingPairing ?? (() => reusesPendingPairing())
  const walletConnectNamespaces = () =>
    connectionState.connectedNamespaces.filter(
      (namespace) => connectionState.connections[namespace]?.connectorId === walletConnectConnectorId,
    )

  function provider(): Promise<UniversalProvider> {
    providerPromise ??= loadUniversalProvider({ ...parameters, onRelayAlert }).then(
      (loaded) => {
        const newestPairing = followNewestPairing(loaded.client.core.pairing.events)
        loaded.on('display_uri', (uri: string) => {
          if (newestPairing.isNewest(uri)) onDisplayUri(uri)
        })
        loaded.on('session_delete', () => void onSessionEnded())
        // The universal provider does not pass this one on, nor forget the session the sign client
        // dropped (ending it later would fail): the kit does both.
        loaded.client.on('session_expire', ({ topic }) => {
          if (topic !== loaded.session?.topic) return
          loaded.session = undefined
          void onSessionExpired()
        })
        return loaded
      },
      (error: unknown) => {
        providerPromise = undefined
        throw error
      },
    )
    return providerPromise
  }

  function onRelayAlert(alert: RelayAlert) {
    parameters.notices?.showAlert(alert.code, { once: true })
    // A refused socket stays refused: end the pairing now rather than after the client's minute
    // of retries, so the visitor can try again (after the site or their clock is fixed).
    if (alert.refusal !== undefined && pending && state.status === 'pairing')
      settleFailed(
        new FailedToConnectError({
          cause: new WalletConnectRelayRefusedError({ code: alert.code, reason: alert.refusal }),
        }),
        'failed',
      )
  }

  function onDisplayUri(uri: string) {
    if (!pending) return
    state.uri = uri
    state.expiresAt = pairingExpiry(uri)
    clearTimeout(refreshTimer)
    if (state.expiresAt === undefined) return
    // A new pairing replaces the expired one; the visitor sees a new QR code.
    refreshTimer = setTimeout(
      () => {
        if (!pending || state.status !== 'pairing') return
        // Nobody looks at the code any more: stop pairing rather than refresh it forever.
        if (parameters.isViewShown()) void pair()
        else settleFailed(new ModalClosedError(), 'idle')
      },
      Math.max(0, state.expiresAt - now()),
    )
  }

  function resetPairing(status: WalletConnectState['status']) {
    clearTimeout(refreshTimer)
    state.uri = undefined
    state.expiresAt = undefined
    state.status = status
  }

  /**
   * Hands the session to every adapter of a namespace it covers, then puts the connections in
   * state: a new pairing activates one namespace; a restored session keeps each namespace's
   * account the visitor made active.
   */
  async function applySession(
    loaded: UniversalProvider,
    approvedSession: unknown,
    options: { activate: boolean },
  ): Promise<void> {
    const session = readWalletConnectSession(approvedSession)
    if (!session)
      throw new FailedToConnectError({
        cause: new Error('The wallet approved a session that is not well formed'),
      })
    const approved = servedAdapters().filter(({ adapter }) => session.namespaces[adapter.namespace])
    if (approved.length === 0)
      throw new FailedToConnectError({
        cause: new Error('The session approved none of the site’s chain namespaces'),
      })
    const results = await Promise.allSettled(
      approved.map(async ({ adapter, serve }): Promise<[ChainNamespace, AdapterConnection]> => {
        const namespace = adapter.namespace
        const network = networkState.byNamespace[namespace]?.caipNetwork
        const connection = await serve.connect({ provider: loaded, session, network })
        return [
          namespace,
          {
            ...connection,
            approvedCaipNetworkIds: connection.approvedCaipNetworkIds ?? sessionChains(session, namespace),
            supportsAllNetworks: connection.supportsAllNetworks ?? false,
          },
        ]
      }),
    )
    const connections = results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return [result.value]
      logger.warn(
        `WalletConnect: the ${approved[index]?.adapter.namespace} adapter did not take the session`,
        result.reason,
      )
      return []
    })
    if (connections.length === 0)
      throw new FailedToConnectError({ cause: (results[0] as PromiseRejectedResult).reason })
    const active = connections.some(([namespace]) => namespace === networkState.activeNamespace)
      ? networkState.activeNamespace
      : connections[0]?.[0]
    for (const [namespace, connection] of connections)
      if (options.activate) applier.applyConnection(namespace, connection, { activate: namespace === active })
      else applier.restoreConnection(namespace, connection, { activate: false })
  }

  async function pair(): Promise<void> {
    const current = ++attempt
    resetPairing('pairing')
    try {
      const loaded = await provider()
      const namespaces = proposalNamespaces(adapters.values(), parameters.networks())
      const session = await loaded.connect({ optionalNamespaces: namespaces })
      // The first approved pairing wins, even one a fresh URI replaced a moment ago.
      if (!pending || !session) return
      await applySession(loaded, session, { activate: true })
      resetPairing('connected')
      // Namespaces the session left out go back to where they were.
      for (const [namespace, status] of pending.previousStatuses)
        if (!connectionState.connections[namespace]) accounts.setStatus(namespace, status)
      pending.resolve()
      pending = undefined
    } catch (error) {
      // An expired pairing's failure is not the visitor's: a fresh one is on screen.
      if (current !== attempt || !pending) return
      const isRejection =
        isUserRejection(error) || (error as { code?: unknown } | undefined)?.code === proposalRejectedCode
      settleFailed(
        error instanceof FailedToConnectError
          ? error
          : isRejection
            ? new ConnectionRejectedError({ cause: error })
            : new FailedToConnectError({ cause: error }),
        'failed',
      )
    }
  }

  /** Ends the pending connect with `error`; the namespaces go back to where they were. */
  function settleFailed(error: Error, status: WalletConnectState['status']) {
    if (!pending) return
    attempt++
    resetPairing(status)
    for (const [namespace, previous] of pending.previousStatuses) accounts.setStatus(namespace, previous)
    pending.reject(error)
    pending = undefined
  }

  return {
    /**
     * Starts the QR flow: shows ConnectingWalletConnect and a pairing URI in `state.uri`;
     * resolves once the wallet approved and every covered namespace is connected.
     * @throws {ConnectionRejectedError} when the visitor rejects in the wallet.
     * @throws {FailedToConnectError} when the relay or the session fails.
     * @throws {ModalClosedError} 'Modal closed' when the code expired while the modal was closed.
     */
    connect(choice: WalletConnectChoice = {}): Promise<void> {
      const { wallet } = choice
      recordDeepLinkChoice(
        parameters.storage,
        choice.deepLink && wallet?.mobile_link ? { href: wallet.mobile_link, name: wallet.name } : undefined,
      )
      parameters.showView()
      const expiresAt = state.expiresAt ?? 0
      // A pairing still being created is the one this call asks for (the view that just opened
      // asks again); a shown one is reused where the spec says, else replaced by a fresh one.
      if (pending && state.status === 'pairing' && state.uri === undefined) return pending.promise
      if (pending && state.status === 'pairing' && state.uri && expiresAt > now() && isReuseEnvironment())
        return pending.promise
      if (!pending) {
        const previousStatuses = new Map<ChainNamespace, AccountState['status']>()
        for (const { adapter } of servedAdapters()) {
          const namespace = adapter.namespace
          if (connectionState.connections[namespace]) continue
          previousStatuses.set(namespace, accounts.account(namespace).status)
          accounts.setStatus(namespace, 'connecting')
        }
        pending = { ...createDeferred(), previousStatuses }
      }
      const { promise } = pending
      void pair()
      return promise
    },

    /**
     * Restores a session kept from an earlier visit, without prompting. Only runs when a namespace
     * was connected through WalletConnect: otherwise no library is downloaded, no relay dialled.
     */
    async restore(): Promise<void> {
      const storedIds = Object.values(parameters.storage.get('connectedConnectorIds') ?? {})
      if (!storedIds.includes(walletConnectConnectorId)) return
      try {
        const loaded = await provider()
        if (!loaded.session) return
        await applySession(loaded, loaded.session, { activate: false })
        state.status = 'connected'
      } catch (error) {
        logger.warn('Could not restore the WalletConnect session', error)
      }
    },

    /** Ends the session with the wallet (the namespaces were disconnected by the kit). */
    async endSession(): Promise<void> {
      if (walletConnectNamespaces().length > 0) return
      const loaded = providerPromise ? await providerPromise.catch(() => undefined) : undefined
      resetPairing('idle')
      recordDeepLinkChoice(parameters.storage, undefined)
      if (loaded?.session)
        await loaded
          .disconnect()
          .catch((error: unknown) => logger.warn('Could not end the WalletConnect session', error))
    },

    /** Stops the pairing's expiry timer (the kit was destroyed); the session stays for the next page. */
    stop(): void {
      clearTimeout(refreshTimer)
    },

    /** The provider, once loaded (tests close its socket). */
    getProvider(): Promise<UniversalProvider> | undefined {
      return providerPromise
    },
  }

  /** The session reached its expiry: the visitor is told, and its namespaces are disconnected. */
  async function onSessionExpired() {
    if (walletConnectNamespaces().length === 0) return
    parameters.notices?.showAlert('SESSION_EXPIRED', { once: true })
    await onSessionEnded()
  }

  /** The wallet ended the session: every namespace it connected is disconnected. */
  async function onSessionEnded() {
    resetPairing('idle')
    recordDeepLinkChoice(parameters.storage, undefined)
    for (const namespace of walletConnectNamespaces()) {
      await adapters
        .get(namespace)
        ?.disconnect({ connectorId: walletConnectConnectorId })
        .catch((error: unknown) => logger.warn(`WalletConnect: ${namespace} did not disconnect`, error))
      applier.clearNamespace(namespace, { byVisitor: false })
    }
  }
}
