import { proxy } from 'valtio/vanilla'
import type { RemoteFeatures } from '../contracts/walletRegistry.js'
import type { AccountsState } from '../controllers/account/accountState.js'
import type { ConnectionState } from '../controllers/connection/connectionState.js'
import type { ConnectorsState } from '../controllers/connectors/connectorsController.js'
import type { HistoryState } from '../controllers/history/historyState.js'
import type { NameState } from '../controllers/names/nameState.js'
import type { NetworkState } from '../controllers/network/networkState.js'
import type { NoticesState } from '../controllers/notices/notices.js'
import type { OnrampState } from '../controllers/onramp/onrampState.js'
import type { PayState } from '../controllers/pay/payState.js'
import type { ModalState } from '../controllers/router/modalState.js'
import type { SendState } from '../controllers/send/sendState.js'
import type { SwapState } from '../controllers/swap/swapState.js'
import type { ThemeState } from '../controllers/theme/theme.js'
import type { FeatureModuleState } from '../features/featureModule.js'
import type { WalletConnectState } from '../walletConnect/walletConnectState.js'
import type { WalletListState } from '../walletList/walletListState.js'

/** Everything the kit knows, in one tree of valtio stores created per kit. */
export type KitState = {
  modal: ModalState
  /** Account state per chain namespace. */
  accounts: AccountsState
  connection: ConnectionState
  network: NetworkState
  connectors: ConnectorsState
  /** The registry's wallets: featured, recommended, all (paged) and search results. */
  walletList: WalletListState
  /**
   * The remote features in effect (spec section 6); a flow's flag (email, socials, swaps, onramp,
   * activity) is on only while a feature module providing it is installed.
   */
  features: RemoteFeatures
  /** The installed feature modules that are on, by id, with their controller's load status. */
  featureModules: Record<string, FeatureModuleState>
  theme: ThemeState
  /** The language the site asked for (`locale`, `setLocale`); `undefined` for the page's own. */
  locale: string | undefined
  /** Alerts and snackbars, as catalogue codes plus values. */
  notices: NoticesState
  /** The WalletConnect QR flow: pairing URI, its expiry, and status. */
  walletConnect: WalletConnectState
  /**
   * The send form of the active namespace (spec section 3); reset when the network changes.
   * Created by the send flow when it first opens.
   */
  send: SendState | undefined
  /** The activity list of the active account (spec section 3), created when activity first opens. */
  history: HistoryState | undefined
  /** The Swap view's form and quote (spec section 3), created when swaps first open. */
  swap?: SwapState | undefined
  /** The RegisterAccountName form and its suggestions, created when the names flow first opens. */
  names?: NameState | undefined
  /** The payment `kit.pay` asked for and how it ended, created on the first `kit.pay`. */
  pay?: PayState | undefined
  /** The Onramp (Buy crypto) form and quote (spec section 7), created when the onramp first opens. */
  onramp?: OnrampState | undefined
}

/** Wraps the kit's initial state in a valtio proxy, one per kit. */
export function createKitState(initial: KitState): KitState {
  return proxy(initial)
}
