import type { PolkadotWallet } from './polkadotWallet.js'

/**
 * A Polkadot extension found on the page: what its connector shows, and `drive()`, which loads the
 * code that talks to it (once, on the first connect or restore) and resolves the wallet.
 */
export type FoundPolkadotWallet = {
  /** The extension's key in `window.injectedWeb3` (`polkadot-js`, `talisman`, `subwallet-js`...). */
  id: string
  name: string
  icon: string
  /** The `injectedWeb3` entry. */
  provider: unknown
  drive(): Promise<PolkadotWallet>
}
