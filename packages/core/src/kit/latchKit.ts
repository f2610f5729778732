import type { Snapshot } from 'valtio/vanilla'
import type { CaipNetworkId } from '../caip/caip.js'
import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { KitStorage, StoredConnection } from '../contracts/storage.js'
import type {
  ConnectParameters,
  DisconnectParameters,
} from '../controllers/connection/connectionController.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { Modal, OpenModalParameters } from '../controllers/modal/modal.js'
import type { NetworkConfig } from '../controllers/network/networkConfig.js'
import type { SwitchNetworkView } from '../controllers/network/switchNetworkView.js'
import type { Notices } from '../controllers/notices/notices.js'
import type { Router } from '../controllers/router/router.js'
import type { View } from '../controllers/router/views.js'
import type { SignInFlow } from '../controllers/siwx/signInFlow.js'
import type { ThemeMode, ThemeVariables } from '../controllers/theme/theme.js'
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
   * Downloads the code `open` and the wallet list need (the connection controllers, the wallet
   * list controller) without opening anything or sending any request, so the first `open` and
   * `loadWallets` wait for no download. Call it when the visitor is about to open the modal (a
   * pointer over the connect button, its focus) or when the page is idle; `@latchkit/ui`'s
   * buttons do. Calling it again costs nothing. Rejects when the code cannot be downloaded.
   *
   * @example
   * button.addEventListener('pointerenter', () => void kit.prefetch().catch(() => {}), { once: true })
   */
  prefetch(): Promise<void>
  /** Closes the modal unless sign-in is required and pending; resolves whether it closed. */
  close(): Promise<boolean>
  /** Goes back one view; with one view left it closes the modal. */
  goBack(): void
  /** Makes feature views routable (a feature calls it when its code loads). */
  registerViews(views: readonly View[]): void

  /**
   * Connects a family with a connector; see {@link ConnectParameters}. With `'walletConnect'`
   * it starts the QR flow for every family that serves WalletConnect: ConnectingWalletConnect
   * shows `state.walletConnect.uri`, and the promise settles when the wallet answers.
   */
  connect(parameters: ConnectParameters): Promise<void>
  /** Disconnects a family, or all; closes the modal unless `closeModal: false`. */
  disconnect(parameters?: DisconnectParameters): Promise<void>
  /** Restores earlier connections without prompting (done at start unless `enableReconnect: false`). */
  reconnect(): Promise<void>

  /** Switches the active network; a connected wallet is asked first. */
  switchNetwork(network: Network | CaipNetworkId): Promise<void>
  /**
   * A network chosen in the modal: opens SwitchNetwork or SwitchActiveChain (spec section 2) and
   * returns the view opened, or nothing for the current network.
   */
  selectNetwork(
    network: Network,
    parameters?: { ignoreSwitchConfirmation?: boolean },
  ): SwitchNetworkView | undefined
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
  /** Adds a network to its family. @throws {AdapterNotFoundError} without an adapter for the family. */
  addNetwork(network: Network): void
  /** Removes a network; the active one falls back to the first remaining. @throws {AdapterNotFoundError} */
  removeNetwork(network: Network | CaipNetworkId): void

  setThemeMode(mode: ThemeMode): void
  /** Merges CSS variable overrides; `undefined` removes one. */
  setThemeVariables(variables: ThemeVariables): void

  /**
   * Reads the native balance of a family (the active one by default); cached 30 s, unless
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

  /** Multi-wallet: the family's saved connections (empty, with a notice, unless `multiWallet` is on). */
  getConnections(namespace: ChainNamespace): StoredConnection[]
  /** Multi-wallet: makes a saved connection the family's connection. */
  switchConnection(parameters: { namespace: ChainNamespace; connectorId: string }): Promise<void>
  /** Multi-wallet: forgets a saved connection. */
  deleteConnection(parameters: { namespace: ChainNamespace; connectorId: string }): void
  /** Multi-wallet: follows the family's saved connections. */
  subscribeConnections(
    namespace: ChainNamespace,
    listener: (connections: StoredConnection[]) => void,
  ): () => void

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
    signIn: SignInFlow
    walletList: WalletListController | undefined
    /** The WalletConnect session, when WalletConnect is on. */
    walletConnect: WalletConnectController | undefined
  }
}
