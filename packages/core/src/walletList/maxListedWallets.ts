import { recommendedWalletsPageSize } from '../constants.js'

/**
 * At most how many registry wallets `load` adds to the Connect list: the site's featured ones and
 * a page of recommended (fewer when some are installed, hidden or missing). A view reserves this
 * room while they load, so the list does not grow under the visitor's pointer when they arrive.
 */
export function maxListedWallets(featuredWalletIds: readonly string[] | undefined): number {
  return (featuredWalletIds?.length ?? 0) + recommendedWalletsPageSize
}
