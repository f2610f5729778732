import type { Logger } from '../contracts/logger.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { KitState } from './kitState.js'
import type { createSelectorSubscribe } from './subscribe.js'

/**
 * The kit's reactions to its own state, for its lifetime: the registry's featured and recommended
 * wallets join the connector list, sign-in is checked for each connected account and network the
 * visitor lands on, and the list is computed when the modal opens, for the namespace it is shown
 * for (Solana's mobile exceptions). Returns a function that stops them.
 */
export function watchKitState(parameters: {
  subscribe: ReturnType<typeof createSelectorSubscribe<KitState>>
  connectors: Pick<ConnectorsController, 'setRegistryWallets' | 'loadList'>
  /** Checks sign-in for the active account and network (without `siwx`, nothing to check). */
  checkSignIn: (() => Promise<void>) | undefined
  logger: Pick<Logger, 'error'>
}): () => void {
  const { subscribe, connectors, checkSignIn, logger } = parameters
  const stops = [
    subscribe(
      (snapshot) => [snapshot.walletList.featured, snapshot.walletList.recommended] as const,
      ([featured, recommended]) => connectors.setRegistryWallets({ featured, recommended }),
      { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] },
    ),
    subscribe(
      (snapshot) => {
        const namespace = snapshot.network.activeNamespace
        const account = namespace ? snapshot.accounts[namespace] : undefined
        const caipNetworkId = namespace
          ? snapshot.network.byNamespace[namespace]?.caipNetwork?.caipNetworkId
          : undefined
        return account?.status === 'connected' ? `${caipNetworkId}:${account.address}` : ''
      },
      (key) => {
        if (key && checkSignIn) checkSignIn().catch((error: unknown) => logger.error(String(error)))
      },
    ),
    // Whatever opened the modal (the site, a network the wallet left, sign-in), the Connect
    // view's lists are computed for the namespace it shows, their code fetched on the first open.
    subscribe(
      (snapshot) =>
        snapshot.modal.isOpen && `${snapshot.modal.namespace ?? snapshot.network.activeNamespace}`,
      (shown) => {
        if (shown) connectors.loadList().catch((error: unknown) => logger.error(String(error)))
      },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
