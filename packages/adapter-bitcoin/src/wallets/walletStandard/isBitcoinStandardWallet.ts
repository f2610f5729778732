import type { Wallet } from '@wallet-standard/base'

/** Whether `wallet` registered the Bitcoin connect feature (the wallet standard's Bitcoin extension). */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return 'bitcoin:connect' in wallet.features
}
