import type { BitcoinWallet, BitcoinWalletApi } from './bitcoinWallet.js'

/**
 * A Bitcoin wallet found on the page: what its connector shows, and `drive()`, which loads the
 * code for its API (once, on the first connect or restore) and resolves the wallet to talk to.
 */
export type FoundBitcoinWallet = {
  id: string
  name: string
  icon: string | undefined
  api: BitcoinWalletApi
  /** The page object behind it (a wallet-standard wallet, a sats-connect provider, `window.unisat`...). */
  provider: unknown
  drive(): Promise<BitcoinWallet>
}
