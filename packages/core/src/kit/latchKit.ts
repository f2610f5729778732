import type UniversalProvider from '@walletconnect/universal-provider'
import type { Snapshot } from 'valtio/vanilla'
import type { CaipNetworkId } from '../caip/caip.js'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { KitStorage, StoredConnection } from '../contracts/storage.js'
import type {
  ConnectParameters,
  DisconnectParameters,
} from '../controllers/connection/connectionController.js'
import type { SwitchAccountParameters } from '../controllers/connection/switchAccount.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { EmbeddedSession } from '../controllers/embedded/embeddedSession.js'
import type { Modal, OpenModalParameters } from '../controllers/modal/modal.js'
import type { NetworkConfig } from '../controllers/network/networkConfig.js'
import type { SelectNetworkParameters } from '../controllers/network/selectNetwork.js'
import type { SwitchNetworkView } from '../controllers/network/switchNetworkView.js'
import type { Notices, ShowNoticeParameters } from '../controllers/notices/notices.js'
import type { PayRequest, PayResult } from '../controllers/pay/payState.js'
import type { RouterData } from '../controllers/router/modalState.js'
import type { Router } from '../controllers/router/router.js'
import type { View } from '../controllers/router/views.js'
import type { ThemeMode, ThemeVariables } from '../controllers/theme/theme.js'
import type { MessageCode } from '../errors/messages.js'
import type { Features } from '../features/createFeatures.js'
import type { ChainNamespace } from '../network/namespaces.js'
import type { Network } from '../network/network.js'
import type { WalletConnectController } from '../walletConnect/createWalletConnectController.js'
import type { WalletListController } from '../walletList/createWalletListController.js'
import type { KitState } from './kitState.js'
import type { LazySession } from './lazy/lazySession.js'
import type { SubscribeOptions } from './subscribe.js'

/** A read-only snapshot of the kit's state. */
export type KitStateSnapshot = Snapshot<KitState>

/** A LatchKit instance: read state, follow it, and act. Built by `createLatchKit`. */
export type LatchKit = {
  /** The state now, as an immutable snapshot (unchanged branches keep their identity). */
  getState(): KitStateSnapshot
  /**
   * Calls `listener(selected, previous)` whenever `selector`'s result changes; returns a
   * function that stops it.
   * @example
   * const stop = kit.subscribe((state) => state.modal.isOpen, (isOpen) => console.log(isOpen))
   */
  subscribe<selected>(
    selector: (state: KitStateSnapshot) => selected,
    listener: (selected: selected, previous: selected) => void,
    options?: SubscribeOptions<selected>,
  ): () => void
  /**
   * Settles once earlier connections are restored (and, with `preloadRemoteConfig`, the remote
   * configuration applied; otherwise it is fetched on the first `open` or `loadWallets`). Never rejects.
   */
  ready: Promise<void>

  /** Opens the modal: Connect, or Account when an address is connected, or `view`. */
  open(parameters?: OpenModalParameters): void
  /**
   * Downloads the code `open` and the wallet list need (the Connect view's list rules, the
   * connection controllers, the wallet list controller) and computes the Connect view's lists,
   * without opening anything or sending any request, so the first `open` and `loadWallets` wait
   * for no download. Call it when the visitor is about to open the modal (a pointer over the
   * connect button, its focus) or when the page is idle; `@latchkit/ui`'s buttons do. Calling it
   * again costs nothing. Rejects when the code cannot be downloaded.
   *
   * @example
   * button.addEventListener('pointerenter', () => void kit.prefetch().catch(() => {}), { once: true })
   */
  prefetch(): Promise<void>
  /** Closes the modal unless sign-in is required and pending; resolves whether it closed. */
  close(): Promise<boolean>
  /** Goes back one view; with one view left it closes the modal. */
  goBack(): void
  /**
   * Shows `view` on top of the current one (Back returns); showing the current view again does
   * nothing. With `replace`, `view` takes the current one's place instead (Back skips it), or, for
   * the current view, its data changes. A feature's view is reachable only while its feature is installed and enabled; its
   * controller starts downloading as it is shown (`state.featureModules[id].status`).
   *
   * @throws {ViewNotAvailableError} for a view whose feature is not installed or is off.
   * @example
   * kit.navigate('Networks')
   */
  navigate(view: View, data?: RouterData, options?: { replace?: boolean }): void
  /** Whether `navigate` can show `view` now (its feature installed and on, for a feature view). */
  isViewAvailable(view: View): boolean
  /**
   * Whether closing is refused now: on SIWXSignMessage (or ApproveTransaction) while sign-in is
   * required and the visitor has no session. The modal's close button and Escape follow it.
   */
  isCloseBlocked(): Promise<boolean>
  /**
   * The controller of an installed feature, downloading it on first use (the kit does when one
   * of the feature's views is shown; call it again to retry after a failed download).
   *
   * @throws {FeatureNotInstalledError} for an id no installed feature has.
   */
  loadFeature(id: string): Promise<unknown>
  /**
   * Asks the visitor to pay (the pay feature, `payFeature()`): the Pay view shows `amount` of the
   * asset (the network's native currency, or the token given) to `recipient` on `network`; the
   * visitor connects if needed and pays from the wallet. Settles with the transaction once sent;
   * rejects when the visitor closes the modal first (`PayCancelledError`, or the last failure).
   * Each step is in `state.pay` too.
   *
   * @throws {PayRequestInvalidError} for a request the kit cannot pay.
   * @throws {FeatureNotInstalledError} without the pay feature.
   * @example
   * const { hash } = await kit.pay({ recipient: '0x…', amount: '5', network: 'eip155:8453' })
   */
  pay(request: PayRequest): Promise<Extract<PayResult, { status: 'success' }>>
  /**
   * The adapter of a namespace, to reach what only that chain namespace has (an EVM adapter's
   * `sendCalls`, say), or `undefined` without one.
   *
   * @example
   * const evm = kit.getAdapter('eip155') as EvmAdapter | undefined
   */
  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined

  /**
   * Connects a namespace with a connector; see {@link ConnectParameters}. With `'walletConnect'`
   * it starts the QR flow for every namespace that serves WalletConnect: ConnectingWalletConnect
   * shows `state.walletConnect.uri`, and the promise settles when the wallet answers.
   */
  connect(parameters: ConnectParameters): Promise<void>
  /** Disconnects a namespace, or all; closes the modal unless `closeModal: false`. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
  /** Restores earlier connections without prompting (done at start unless `enableReconnect: false`). */
  reconnect(): Promise<void>
  /**
   * Makes another account of a namespace's connection (the active namespace by default) its
   * active account, without asking the wallet: one of `getState().accounts[namespace].allAccounts`,
   * such as a Bitcoin wallet's `ordinal` account beside its `payment` one. `address`,
   * `caipAddress` and the explorer link follow, the balance and profile are read again, and a
   * reload restores the same account while the wallet still shares it. With `siwx`, an address
   * without a sign-in session is asked to sign in, as when the wallet itself changes account.
   * The already active address changes nothing.
   *
   * @throws {AccountNotInConnectionError} for an address the connection does not share, or a
   *   namespace without a connection.
   * @example
   * const { allAccounts } = kit.getState().accounts.bip122 ?? { allAccounts: [] }
   * const ordinal = allAccounts.find((account) => account.type === 'ordinal')
   * if (ordinal) await kit.switchAccount({ namespace: 'bip122', address: ordinal.address })
   */
  switchAccount(parameters: SwitchAccountParameters): Promise<void>

  /** Switches the active network; a connected wallet is asked first. */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  /**
   * A network chosen in the modal: opens SwitchNetwork or SwitchActiveChain (spec section 2) and
   * returns the view opened, or nothing for the current network.
   */
  selectNetwork(network: Network, parameters?: SelectNetworkParameters): SwitchNetworkView | undefined
  /**
   * Sign in with X: the wallet signs the site's message for the active account and network, the
   * session is kept and the modal closes (what SIWXSignMessage's Sign button does).
   * @throws {SiwxNotEnabledError} without the `siwx` option.
   * @throws {SignMessageError} 'Error signing message' when the wallet or the site refuses.
   */
  signIn(): Promise<void>
  /**
   * The visitor declined to sign in (SIWXSignMessage's Cancel button): the modal closes, or when
   * sign-in is required the kit returns to the last signed-in network, else disconnects.
   */
  cancelSignIn(): Promise<void>
  /** Adds a network to its namespace. @throws {AdapterNotFoundError} without an adapter for the namespace. */
  addNetwork(network: Network): void
  /** Removes a network; the active one falls back to the first remaining. @throws {AdapterNotFoundError} */
  removeNetwork(network: Network | CaipNetworkId): void

  setThemeMode(mode: ThemeMode): void
  /** Shows the modal in another language (a BCP 47 tag); `undefined` goes back to the page's. */
  setLocale(locale: string | undefined): void
  /** Merges CSS variable overrides; `undefined` removes one. */
  setThemeVariables(variables: ThemeVariables): void

  /**
   * Reads the native balance of a namespace (the active one by default); cached 30 s, unless
   * `force` (after a transaction the site sent itself, say). Adapters that report confirmed
   * transactions (`balanceChanged`) refresh it without this.
   *
   * @example
   * await kit.fetchBalance('solana', { force: true })
   */
  fetchBalance(namespace?: ChainNamespace, options?: { force?: boolean }): Promise<void>
  /** Reads token balances from the provider API; cached 30 s, retry blocked 30 s after a failure. */
  fetchTokenBalance(namespace?: ChainNamespace): Promise<void>
  /** Reads the name and avatar from the provider API; cached 5 min. */
  fetchIdentity(namespace?: ChainNamespace): Promise<void>

  /** Fetches the remote configuration (once), then the featured, recommended and excluded wallets (nothing without a registry). */
  loadWallets(): Promise<void>
  /** Fetches the next page of all wallets (40 per page). */
  fetchNextWalletsPage(): Promise<void>
  /** Searches the registry after the visitor stops typing; only the latest query wins. */
  searchWallets(query: string): Promise<void>

  closeAlert(): void
  closeSnackbar(): void
  /**
   * Shows a catalogue message (`code`, with its placeholders' values) as the modal's snackbar: for
   * features that report to the visitor (the embedded wallet's 'Action not allowed').
   */
  showSnackbar(code: MessageCode, options?: ShowNoticeParameters): void
  /**
   * Shows a catalogue message as the modal's alert, a banner that stays until dismissed (with
   * `once`, at most once per kit): for features that must stop the visitor ('Origin Not Allowed').
   */
  showAlert(code: MessageCode, options?: ShowNoticeParameters): void

  /** Multi-wallet: the namespace's saved connections (empty, with a notice, unless `multiWallet` is on). */
  getConnections(namespace: ChainNamespace): StoredConnection[]
  /** Multi-wallet: makes a saved connection the namespace's connection. */
  switchConnection(parameters: { namespace: ChainNamespace; connectorId: string }): Promise<void>
  /** Multi-wallet: forgets a saved connection. */
  deleteConnection(parameters: { namespace: ChainNamespace; connectorId: string }): void
  /** Multi-wallet: follows the namespace's saved connections. */
  subscribeConnections(
    namespace: ChainNamespace,
    listener: (connections: StoredConnection[]) => void,
  ): () => void

  /**
   * The WalletConnect universal provider once the visitor used WalletConnect on this page (or a
   * session was restored), else `undefined`; it is never created just to answer.
   */
  getUniversalProvider(): Promise<UniversalProvider | undefined>

  /**
   * The embedded wallet's login as the kit remembers it (the email feature records a code sent and
   * a login; disconnecting the embedded wallet forgets it), the 30 s email-login cooldown, and its
   * smart accounts: the networks that offer them, and the account type the visitor prefers
   * (`setPreferredAccountType`, which the Account view's switch calls).
   */
  embeddedSession: EmbeddedSession

  /** Stops following the adapters' events. */
  destroy(): void

  /** @internal The kit's stores and controllers, for LatchKit's own packages. May change without notice. */
  _internal: {
    state: KitState
    storage: KitStorage
    adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
    router: Router
    modal: Modal
    /** The configured networks and the active one; switching is in `session`. */
    networkConfig: NetworkConfig
    connectors: ConnectorsController
    /** The account, network and connection controllers, loaded on the first connect or restore. */
    session: LazySession
    notices: Notices
    features: Features
    walletList: WalletListController | undefined
    /** The WalletConnect session, when WalletConnect is on. */
    walletConnect: WalletConnectController | undefined
  }
}
