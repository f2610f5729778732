import {
  type ExcludedWallet,
  isRegistryWalletShown,
  type WalletEnvironment,
} from '../controllers/connectors/walletFilters.js'
import type { ChainNamespace } from '../network/namespaces.js'
import {
  type CreateWalletListControllerParameters,
  createWalletListController,
} from './createWalletListController.js'

/** What hides a registry wallet from the lists, read at each filtering. */
export type WalletListFilters = {
  environment: WalletEnvironment
  excluded: readonly ExcludedWallet[]
  namespace: ChainNamespace | undefined
}

/**
 * The kit's wallet list controller: its all-wallets and search lists hide what the Connect list
 * hides (exclusions by id, rdns or name; the mobile filters), per `getFilters()` (without it, every wallet). The filter
 * rules travel with the controller's lazy code, not with the page's first download.
 */
export function createShownWalletList(
  parameters: CreateWalletListControllerParameters & { getFilters?: (() => WalletListFilters) | undefined },
) {
  const { getFilters } = parameters
  return createWalletListController({
    ...parameters,
    isShown: getFilters && ((wallet) => isRegistryWalletShown(wallet, getFilters())),
  })
}
