import type { BrowserContext, Page } from '@playwright/test'
import type { WalletIcon } from '@wallet-standard/base'
import { installInPage } from '../installInPage.js'
import type { StandardBitcoinWalletConfig } from '../page/standardBitcoinWallet.js'
import type { BitcoinWalletEvent } from './bitcoinWalletContext.js'
import { bitcoinTestWalletIcon } from './bitcoinWalletIcon.js'
import type { BitcoinTestWallet } from './createBitcoinWallet.js'
import { defaultBitcoinWalletName } from './installSatsConnectWallet.js'

/** How `installStandardBitcoinWallet` presents the wallet. */
export type InstallStandardBitcoinWalletOptions = {
  /** The wallet's name in a site's list. @default "LatchKit Test Bitcoin Wallet" */
  name?: string | undefined
  icon?: WalletIcon | undefined
}

/**
 * Registers `wallet` through the wallet standard in every document `page` (or a whole context)
 * loads from now on, listing the wallet's one chain (`bitcoin:regtest`), with `bitcoin:connect`
 * (purposes `payment`, `ordinals`), `bitcoin:signMessage` (BIP-322 simple),
 * `bitcoin:signTransaction` (signed, not finalized), `bitcoin:signAndSendTransaction`,
 * `standard:events` and `standard:disconnect`.
 *
 * @example
 * await installStandardBitcoinWallet(page, createBitcoinWallet({ network: litecoinRegtestParameters }))
 */
export async function installStandardBitcoinWallet(
  page: Page | BrowserContext,
  wallet: BitcoinTestWallet,
  options: InstallStandardBitcoinWalletOptions = {},
): Promise<void> {
  await installInPage<BitcoinWalletEvent>(page, {
    entry: './page/standardBitcoinWallet.ts',
    config: (names): StandardBitcoinWalletConfig => ({
      ...names,
      name: options.name ?? defaultBitcoinWalletName,
      icon: options.icon ?? bitcoinTestWalletIcon,
      chain: wallet.networkNames.walletStandard,
    }),
    request: (request, origin) => wallet.request(request, origin),
    subscribe: (listener) => wallet.subscribe(listener),
    toDelivery: (event) => ({ origin: event.origin, args: [event.accounts] }),
  })
}
