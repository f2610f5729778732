import { ref } from 'valtio/vanilla'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { Connector } from '../../contracts/connector.js'
import type { KitStorage } from '../../contracts/storage.js'
import type { Wallet } from '../../contracts/walletRegistry.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import { loadOnce } from '../../utils/loadOnce.js'
import type { ConnectMethod } from './connectMethods.js'
import type { ConnectorListItem } from './connectorList.js'
import type { ConnectorGroup } from './connectorOrder.js'
import { normalizeConnector } from './normalizeConnector.js'
import { addRecentWallet } from './recentWallets.js'
import type { ExcludedWallet, WalletEnvironment } from './walletFilters.js'

export type ConnectorsState = {
  /** Every adapter's connectors; one entry per id, serving the union of its namespaces. */
  connectors: Connector[]
  /** Newest first, at most 2 (spec section 4). */
  recentWallets: Wallet[]
  featuredWallets: Wallet[]
  recommendedWallets: Wallet[]
  excludedWallets: ExcludedWallet[]
  /**
   * The Connect view's list: filtered, deduplicated, grouped and ordered. Empty until the list's
   * code loads (`loadList`, on the first open or prefetch).
   */
  list: ConnectorListItem[]
  /** The connect methods in their order; empty until the list's code loads, never after ('wallet' stays). */
  connectMethodsOrder: ConnectMethod[]
}

export function createConnectorsState(parameters: { storage: KitStorage }): ConnectorsState {
  return {
    connectors: [],
    recentWallets: parameters.storage.get('recentWallets') ?? [],
    featuredWallets: [],
    recommendedWallets: [],
    excludedWallets: [],
    list: [],
    connectMethodsOrder: [],
  }
}

export type ConnectorsController = ReturnType<typeof createConnectorsController>

/** The adapters' connectors, recent wallets and the Connect view's list. */
export function createConnectorsController(parameters: {
  state: ConnectorsState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: KitStorage
  getEnvironment: () => WalletEnvironment
  getNamespace: () => ChainNamespace | undefined
  /** The namespace the modal was opened for, if any: the list then shows only its connectors. */
  getModalNamespace?: () => ChainNamespace | undefined
  getFeatures: () => { isEmailEnabled: boolean; isSocialEnabled: boolean }
  customWallets: readonly Wallet[]
  connectorTypeOrder: readonly ConnectorGroup[] | undefined
  connectMethodsOrder: readonly ConnectMethod[] | undefined
  /** Connectors of the kit itself (WalletConnect), listed before the adapters' own. */
  kitConnectors?: readonly Connector[]
}) {
  const { state, adapters, storage } = parameters

  const listCode = loadOnce(() => import('./connectViewLists.js'))
  const writeLists = ({ writeConnectViewLists }: typeof import('./connectViewLists.js')) =>
    writeConnectViewLists(state, {
      environment: parameters.getEnvironment(),
      namespace: parameters.getNamespace(),
      onlyNamespace: parameters.getModalNamespace?.(),
      customWallets: parameters.customWallets,
      order: parameters.connectorTypeOrder,
      connectMethodsOrder: parameters.connectMethodsOrder,
      features: parameters.getFeatures(),
    })

  /** Computes the Connect view's lists again, once their code is there (see `loadList`). */
  function refresh() {
    const code = listCode.loaded()
    if (code) writeLists(code)
  }

  function syncConnectors() {
    const merged = new Map<string, Connector>()
    const lists = [
      parameters.kitConnectors ?? [],
      ...[...adapters.values()].map((adapter) => adapter.getConnectors()),
    ]
    for (const list of lists)
      for (const connector of list) {
        const known = merged.get(connector.id)
        const chainNamespaces = [
          ...new Set([...(known?.chainNamespaces ?? []), ...connector.chainNamespaces]),
        ]
        const provider = known?.provider ?? connector.provider
        // Providers are live objects (private fields, sockets): kept by reference, never proxied.
        merged.set(connector.id, {
          ...(known ?? normalizeConnector(connector)),
          chainNamespaces,
          provider: provider !== null && typeof provider === 'object' ? ref(provider) : provider,
        })
      }
    state.connectors = [...merged.values()]
    refresh()
  }

  return {
    refresh,
    /** Downloads the Connect view's list rules (once) and computes the lists; later changes recompute them. */
    // Once the code is there, synchronously: the list is current in the same task as the change.
    loadList: async () => writeLists(listCode.loaded() ?? (await listCode.get())),
    syncConnectors,
    /** Follows the adapters' connector lists; returns a function that stops following. */
    watch(): () => void {
      const stops = [...adapters.values()].map((adapter) =>
        adapter.emitter.on('connectorsChanged', () => syncConnectors()),
      )
      syncConnectors()
      return () => {
        for (const stop of stops) stop()
      }
    },
    getConnector(connectorId: string): Connector | undefined {
      return state.connectors.find((connector) => connector.id === connectorId)
    },
    /** Registry wallets for the list (from the wallet-list controller). */
    setRegistryWallets(wallets: {
      featured?: readonly Wallet[]
      recommended?: readonly Wallet[]
      excluded?: readonly ExcludedWallet[]
    }) {
      if (wallets.featured) state.featuredWallets = [...wallets.featured]
      if (wallets.recommended) state.recommendedWallets = [...wallets.recommended]
      if (wallets.excluded) state.excludedWallets = [...wallets.excluded]
      refresh()
    },
    /** Records a wallet the visitor connected with (persisted). */
    addRecentWallet(wallet: Wallet) {
      state.recentWallets = addRecentWallet(state.recentWallets, wallet)
      storage.set('recentWallets', state.recentWallets)
      refresh()
    },
  }
}

/** The registry-shaped record of a connector, for the recent wallets. */
export function walletOfConnector(connector: Connector): Wallet {
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    rdns: connector.rdns,
    image_id: connector.imageId,
    image_url: connector.imageUrl,
    installed: connector.type !== 'WALLET_CONNECT',
  }
}
