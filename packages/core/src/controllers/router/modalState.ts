import type { SocialProvider } from '../../contracts/walletRegistry.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { Network } from '../../network/network.js'
import type { SendPreset } from '../send/sendState.js'
import type { SignInRequest } from '../siwx/signInRequest.js'
import type { View } from './views.js'

/** Data a view is opened with. */
export type RouterData = {
  /** The network a SwitchNetwork or SwitchActiveChain view switches to. */
  network?: Network
  /** The connector a Connecting view connects with. */
  connectorId?: string
  /** What SIWXSignMessage asks the visitor to sign, and for which site. */
  signIn?: SignInRequest
  /** The email an EmailLogin view asks the one-time code of. */
  email?: string
  /**
   * What the EmailLogin view waits for: `device` while the wallet service waits for this browser
   * to be approved from an emailed link (VERIFY_DEVICE), else the one-time code.
   */
  emailStep?: 'device' | 'otp'
  /** What a WalletSend view's form starts with (`kit.open({ view: 'WalletSend', data: { send } })`). */
  send?: SendPreset
  /** The provider a ConnectingSocial view waits for. */
  socialProvider?: SocialProvider
  /**
   * The address a ConnectingFarcaster view shows (a QR code and a link) for the visitor's
   * Farcaster app; absent while the wallet service opens its channel.
   */
  farcasterUrl?: string
  /** What the embedded wallet's frame asks in an EmbeddedWalletFrame view. */
  frameStep?: 'create' | 'recover' | 'export'
}

/** The modal: whether it is open, its current view and the history of views. */
export type ModalState = {
  isOpen: boolean
  view: View
  /** Oldest first; the last entry is the current view. */
  history: View[]
  data: RouterData | undefined
  /** The chain namespace the modal was opened for, if any. */
  namespace: ChainNamespace | undefined
}

export function createModalState(): ModalState {
  return { isOpen: false, view: 'Connect', history: ['Connect'], data: undefined, namespace: undefined }
}
