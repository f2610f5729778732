import type { CaipNetworkId } from '../caip/caip.js'
import type { WalletRegistry } from '../contracts/walletRegistry.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { WalletListFilters } from '../walletList/createShownWalletList.js'
import type { WalletListController } from '../walletList/createWalletListController.js'
import { maxListedWallets } from '../walletList/maxListedWallets.js'
import type { WalletListState } from '../walletList/walletListState.js'
import type { KitState } from './kitState.js'
import { initialWalletListState } from './lazy/initialWalletListState.js'
import { type LazyWalletList, lazyWalletList } from './lazy/lazyWalletList.js'
import type { CreateLatchKitParameters } from './options.js'
import type { createSelectorSubscribe } from './subscribe.js'

type WalletListOptions = Pick<
  CreateLatchKitParameters,
  'walletRegistry' | 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets'
>

/** The registry, if it lists wallets (the kit's own client does; a site's may only configure). */
function listingRegistry(options: WalletListOptions) {
  const registry = options.walletRegistry
  return registry?.getWallets && registry.getWalletImageUrl
    ? (registry as Pick<WalletRegistry, 'getWallets' | 'getWalletImageUrl'>)
    : undefined
}

/** The wallet list's starting state: empty, and whether a registry will fill it. */
export function createKitWalletListState(options: WalletListOptions): WalletListState {
  return listingRegistry(options)
    ? initialWalletListState({ isAvailable: true, maxListed: maxListedWallets(options.featuredWalletIds) })
    : initialWalletListState({ isAvailable: false, maxListed: 0 })
}

/**
 * The kit's wallet list controller over `state`, with a registry that lists wallets; without one
 * (no project id), none: the list stays empty. Its all-wallets and search lists hide what the
 * Connect list hides (exclusions by id, rdns or name; the mobile filters), per `getFilters()`.
 */
export function createKitWalletList(
  options: WalletListOptions,
  state: WalletListState,
  getChains: () => readonly CaipNetworkId[],
  getFilters: () => WalletListFilters,
): LazyWalletList | undefined {
  const registry = listingRegistry(options)
  if (!registry) return undefined
  return lazyWalletList({
    state,
    registry,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    customWallets: options.customWallets,
    getChains,
    getFilters,
  })
}

/**
 * Keeps the lists' filters current: the registry records of excluded ids (so installed wallets
 * are hidden by their rdns and name too) and the namespace the lists are shown for.
 */
export function watchWalletListFilters(parameters: {
  subscribe: ReturnType<typeof createSelectorSubscribe<KitState>>
  walletList: WalletListController | undefined
  connectors: Pick<ConnectorsController, 'setRegistryWallets'>
  excludeWalletIds: readonly string[] | undefined
}): () => void {
  const { subscribe, walletList, connectors } = parameters
  const excludedIds = (parameters.excludeWalletIds ?? []).map((id) => ({ id }))
  const stops = [
    subscribe(
      (snapshot) => snapshot.walletList.excluded,
      (excluded) => {
        connectors.setRegistryWallets({ excluded: [...excludedIds, ...excluded] })
        walletList?.refilter()
      },
    ),
    subscribe(
      (snapshot) => snapshot.modal.namespace ?? snapshot.network.activeNamespace,
      () => walletList?.refilter(),
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
