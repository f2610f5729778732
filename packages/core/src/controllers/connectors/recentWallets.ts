import { recentWalletsLimit } from '../../constants.js'
import type { Wallet } from '../../contracts/walletRegistry.js'

/** Puts `wallet` first among the recent wallets: newest first, no repeated id, at most 2. */
export function addRecentWallet(recent: readonly Wallet[], wallet: Wallet): Wallet[] {
  return [wallet, ...recent.filter((entry) => entry.id !== wallet.id)].slice(0, recentWalletsLimit)
}
