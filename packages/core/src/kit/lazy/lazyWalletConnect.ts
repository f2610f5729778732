import { loadOnce } from '../../utils/loadOnce.js'
import type { WalletConnectController } from '../../walletConnect/createWalletConnectController.js'
import { walletConnectConnectorId } from '../../walletConnect/walletConnectConnector.js'
import type { KitSession } from '../kitSession.js'
import type { KitWalletConnectContext } from '../kitWalletConnect.js'

/**
 * The WalletConnect controller, fetched when the visitor picks WalletConnect or a session kept
 * from an earlier visit is restored: a page that never uses it never downloads its code.
 */
export function lazyWalletConnect(
  parameters: KitWalletConnectContext & {
    /** The kit's session part, whose accounts and applier the controller puts sessions into. */
    session: () => Promise<KitSession>
  },
): WalletConnectController {
  const { session, ...context } = parameters
  let stopped = false
  const part = loadOnce(async () => {
    const [{ createKitWalletConnect }, loaded] = await Promise.all([
      import('../kitWalletConnect.js'),
      session(),
    ])
    const controller = createKitWalletConnect(context, loaded)
    if (stopped) controller.stop()
    return controller
  })
  return {
    connect: (choice) => part.get().then((controller) => controller.connect(choice)),
    async restore() {
      // Only a namespace connected through WalletConnect needs the controller at start.
      const storedIds = Object.values(parameters.storage.get('connectedConnectorIds') ?? {})
      if (!storedIds.includes(walletConnectConnectorId)) return
      await (await part.get()).restore()
    },
    async endSession() {
      // Never loaded: no session was made or restored on this page, so there is none to end.
      const loading = part.started()
      if (!loading) return
      await (await loading).endSession()
    },
    stop() {
      stopped = true
      part.loaded()?.stop()
    },
    getProvider: () => part.loaded()?.getProvider(),
  }
}
