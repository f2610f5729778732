import type { CaipNetworkId } from '../../caip/caip.js'
import type { SiwxConfig } from '../../contracts/siwx.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { ModalState, RouterData } from '../router/modalState.js'
import type { Router } from '../router/router.js'
import type { View } from '../router/views.js'

export type OpenModalParameters = {
  /** The view to open; by default Connect, or Account when an address is connected. */
  view?: View
  /** Opens the modal for one chain namespace. */
  namespace?: ChainNamespace
  data?: RouterData
}

/** Views whose close button is disabled while sign-in is required and no session exists. */
const signInViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

export type Modal = ReturnType<typeof createModal>

/** Opening and closing the modal (spec section 2). */
export function createModal(parameters: {
  state: ModalState
  router: Router
  /** The connected account of `namespace` (or of the active namespace), if any. */
  getAccount: (namespace?: ChainNamespace) => { caipNetworkId: CaipNetworkId; address: string } | undefined
  siwx: SiwxConfig | undefined
}) {
  const { state, router, getAccount, siwx } = parameters

  async function isCloseBlocked(): Promise<boolean> {
    if (!siwx || !signInViews.includes(state.view) || !siwx.getRequired()) return false
    const account = getAccount(state.namespace)
    if (!account) return true
    const sessions = await siwx.getSessions(account.caipNetworkId, account.address)
    return sessions.length === 0
  }

  /**
   * Closes the modal unless it shows the sign-in (or approve) view while sign-in is required and
   * no session exists. Resolves whether it closed.
   */
  async function close(): Promise<boolean> {
    if (!state.isOpen) return true
    if (await isCloseBlocked()) return false
    state.isOpen = false
    return true
  }

  return {
    open(options: OpenModalParameters = {}) {
      const isConnected = getAccount(options.namespace) !== undefined
      const requested = options.view ?? 'Connect'
      // A connected visitor sees their account rather than the wallet list.
      const view = requested === 'Connect' && isConnected ? 'Account' : requested
      router.reset(view, options.data)
      state.namespace = options.namespace
      state.isOpen = true
    },
    /**
     * Closes the modal unless it shows the sign-in (or approve) view while sign-in is required and
     * no session exists. Resolves whether it closed.
     */
    close,
    isCloseBlocked,
    /** Goes back one view; with one view left it closes the modal (spec section 2). */
    goBack(): void {
      if (!router.goBack()) void close()
    },
  }
}
