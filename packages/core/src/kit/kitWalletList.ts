import type { CaipNetworkId } from '../caip/caip.js'
import type { Wallet, WalletRegistry } from '../contracts/walletRegistry.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import { isRegistryWalletShown } from '../controllers/connectors/walletFilters.js'
import type { WalletListController } from '../walletList/createWalletListController.js'
import type { WalletListState } from '../walletList/walletListState.js'
import type { KitState } from './kitState.js'
import { initialWalletListState } from './lazy/initialWalletListState.js'
import { type LazyWalletList, lazyWalletList } from './lazy/lazyWalletList.js'
import type { CreateLatchKitParameters } from './options.js'
import type { createSelectorSubscribe } from './subscribe.js'

/**
 * The kit's wallet list: with a registry that lists wallets, its controller; without one (no
 * project id), an empty list that stays empty. Its all-wallets and search lists hide what the
 * Connect list hides (exclusions by id, rdns or name; the mobile filters), per `getFilters()`.
 */
export function createKitWalletList(
  options: Pick<
    CreateLatchKitParameters,
    'walletRegistry' | 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets'
  >,
  getChains: () => readonly CaipNetworkId[],
  getFilters: () => Parameters<typeof isRegistryWalletShown>[1],
): { state: WalletListState; controller: LazyWalletList | undefined } {
  const registry = options.walletRegistry
  if (!registry?.getWallets || !registry.getWalletImageUrl)
    return { state: initialWalletListState(), controller: undefined }
  const controller = lazyWalletList({
    state: initialWalletListState(),
    registry: registry as Pick<WalletRegistry, 'getWallets' | 'getWalletImageUrl'>,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    customWallets: options.customWallets,
    getChains,
    isShown: (wallet: Wallet) => isRegistryWalletShown(wallet, getFilters()),
  })
  return { state: controller.state, controller }
}

/**
 * Keeps the lists' filters current: the registry records of excluded ids (so installed wallets
 * are hidden by their rdns and name too) and the family the lists are shown for.
 */
export function watchWalletListFilters(parameters: {
  subscribe: ReturnType<typeof createSelectorSubscribe<KitState>>
  walletList: { controller: WalletListController | undefined }
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
        walletList.controller?.refilter()
      },
    ),
    subscribe(
      (snapshot) => snapshot.modal.namespace ?? snapshot.network.activeNamespace,
      () => walletList.controller?.refilter(),
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
