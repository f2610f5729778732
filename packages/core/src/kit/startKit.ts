import type { Logger } from '../contracts/logger.js'
import type { KitStorage } from '../contracts/storage.js'
import type { WalletConnectController } from '../walletConnect/createWalletConnectController.js'
import type { LazySession } from './lazy/lazySession.js'

/**
 * What a kit does at start, in the background (`kit.ready`): the remote configuration when the
 * site preloads it, then earlier connections: the WalletConnect session first (the namespaces it
 * covers are then connected already), then the others. Only a stored connection loads the
 * session code now; a first visit loads it when a wallet answers.
 */
export async function startKit(parameters: {
  preloadRemoteConfig: boolean
  enableReconnect: boolean
  storage: KitStorage
  session: Pick<LazySession, 'get'>
  walletConnect: Pick<WalletConnectController, 'restore'> | undefined
  loadRemoteFeatures: () => Promise<void>
  reconnect: () => Promise<void>
  logger: Pick<Logger, 'warn'>
}): Promise<void> {
  const { storage, session, logger } = parameters
  if (parameters.preloadRemoteConfig) await parameters.loadRemoteFeatures()
  if (!parameters.enableReconnect) return
  if (Object.keys(storage.get('connectedConnectorIds') ?? {}).length > 0)
    session.get().catch((error: unknown) => logger.warn('Could not load the connection code', error))
  await parameters.walletConnect?.restore()
  await parameters.reconnect()
}
