import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import type { NetworkState } from '../network/networkState.js'
import type { ModalState } from '../router/modalState.js'
import type { ConnectionController, ConnectParameters } from './connectionController.js'
import { connectNamespace } from './connectNamespace.js'

/** What {@link connectWallet} reads and acts through. */
export type ConnectWalletContext = {
  state: { accounts: AccountsState; network: NetworkState; modal: ModalState }
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  connectors: Pick<ConnectorsController, 'getConnector'>
  /** The session part, loaded on first use (see `kit/lazy/lazySession.ts`). */
  session: {
    get(): Promise<{ connection: Pick<ConnectionController, 'connect'> }>
    loaded(): { connection: Pick<ConnectionController, 'connect'> } | undefined
  }
}

/**
 * Connects a namespace with a connector through the connection controller, loading its code
 * first if needed. While the code loads, the namespace shows as connecting at once, as it does
 * with the code loaded; a failed load puts its earlier status back.
 */
export function connectWallet(context: ConnectWalletContext, parameters: ConnectParameters): Promise<void> {
  const { state, adapters, connectors, session } = context
  const loaded = session.loaded()
  if (loaded) return loaded.connection.connect(parameters)
  const namespace = connectNamespace({
    requested: parameters.namespace,
    served: connectors.getConnector(parameters.connectorId)?.chainNamespaces ?? [],
    modalNamespace: state.modal.namespace,
    activeNamespace: state.network.activeNamespace,
  })
  const account = namespace && adapters.has(namespace) ? state.accounts[namespace] : undefined
  const previous = account?.status
  if (account) account.status = 'connecting'
  return session.get().then(
    (ready) => ready.connection.connect(parameters),
    (error: unknown) => {
      if (account && previous && account.status === 'connecting') account.status = previous
      throw error
    },
  )
}
