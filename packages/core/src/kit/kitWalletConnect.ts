import type { ChainAdapter } from '../contracts/chainAdapter.js'
import type { Logger } from '../contracts/logger.js'
import type { KitStorage } from '../contracts/storage.js'
import type { Modal } from '../controllers/modal/modal.js'
import type { Notices } from '../controllers/notices/notices.js'
import type { Router } from '../controllers/router/router.js'
import type { ChainNamespace } from '../network/namespaces.js'
import { createWalletConnectController } from '../walletConnect/createWalletConnectController.js'
import type { WalletConnectOptions } from '../walletConnect/walletConnectOptions.js'
import type { KitSession } from './kitSession.js'
import type { KitState } from './kitState.js'
import type { Metadata } from './options.js'

/** What the kit hands its WalletConnect controller (see {@link createKitWalletConnect}). */
export type KitWalletConnectContext = {
  state: KitState
  projectId: string
  metadata: Metadata | undefined
  options: WalletConnectOptions
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  logger: Logger
  /** Where the relay's alerts show, each once per kit. */
  notices: Notices
  now: () => number
  router: Router
  modal: Modal
}

/**
 * The kit's WalletConnect controller over its state and session part: proposals cover every
 * configured network, and pairing shows the ConnectingWalletConnect view (opening the modal if
 * needed). Loaded with the controller, on first use.
 */
export function createKitWalletConnect(context: KitWalletConnectContext, session: KitSession) {
  const { state, router, modal } = context
  return createWalletConnectController({
    ...context,
    state: state.walletConnect,
    networks: () =>
      Object.values(state.network.byNamespace).flatMap((entry) => entry?.requestedCaipNetworks ?? []),
    connectionState: state.connection,
    networkState: state.network,
    accounts: session.accounts,
    applier: session.applier,
    showView: () =>
      state.modal.isOpen
        ? router.push('ConnectingWalletConnect')
        : modal.open({ view: 'ConnectingWalletConnect' }),
    isViewShown: () => state.modal.isOpen && state.modal.view === 'ConnectingWalletConnect',
  })
}
