import type { CaipNetworkId } from '../caip/caip.js'
import type { WalletRegistry } from '../contracts/walletRegistry.js'
import {
  createWalletListController,
  type WalletListController,
} from '../walletList/createWalletListController.js'
import { createWalletListState, type WalletListState } from '../walletList/walletListState.js'
import type { CreateLatchKitParameters } from './options.js'

/**
 * The kit's wallet list: with a registry that lists wallets, its controller; without one (no
 * project id), an empty list that stays empty.
 */
export function createKitWalletList(
  options: Pick<
    CreateLatchKitParameters,
    'walletRegistry' | 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets'
  >,
  getChains: () => readonly CaipNetworkId[],
): { state: WalletListState; controller: WalletListController | undefined } {
  const registry = options.walletRegistry
  if (!registry?.getWallets || !registry.getWalletImageUrl)
    return { state: createWalletListState(), controller: undefined }
  const controller = createWalletListController({
    registry: registry as Pick<WalletRegistry, 'getWallets' | 'getWalletImageUrl'>,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    customWallets: options.customWallets,
    getChains,
  })
  return { state: controller.state, controller }
}
