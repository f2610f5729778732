import type { BrowserContext, Page } from '@playwright/test'
import type { WalletIcon } from '@wallet-standard/base'
import { installInPage } from '../installInPage.js'
import type { StandardSolanaWalletConfig } from '../page/standardSolanaWallet.js'
import { solanaTestWalletIcon } from '../walletIcons.js'
import type { SolanaTestWallet } from './createSolanaWallet.js'
import type { SolanaWalletEvent } from './solanaWalletContext.js'

export type InstallSolanaWalletOptions = {
  /** The wallet's name in a site's list. @default "LatchKit Test Solana Wallet" */
  name?: string | undefined
  icon?: WalletIcon | undefined
}

/** The name the Solana test wallet registers under unless a test names it otherwise. */
export const defaultSolanaWalletName = 'LatchKit Test Solana Wallet'

/**
 * Registers `wallet` through the wallet-standard in every document `page` (or a whole context) loads from now on, so
 * `getWallets()` (from `@wallet-standard/app`) finds it. Its features (`standard:connect`,
 * `solana:signMessage`, `solana:signAndSendTransaction`, ...) run in Node with the wallet's keys.
 *
 * @example
 * await installSolanaWallet(page, createSolanaWallet({ keypairs, chains: [solana.caipNetworkId] }))
 */
export async function installSolanaWallet(
  page: Page | BrowserContext,
  wallet: SolanaTestWallet,
  options: InstallSolanaWalletOptions = {},
): Promise<void> {
  await installInPage<SolanaWalletEvent>(page, {
    entry: './page/standardSolanaWallet.ts',
    config: (names): StandardSolanaWalletConfig => ({
      ...names,
      name: options.name ?? defaultSolanaWalletName,
      icon: options.icon ?? solanaTestWalletIcon,
      chains: [...wallet.chains],
    }),
    request: (request, origin) => wallet.request(request, origin),
    subscribe: (listener) => wallet.subscribe(listener),
    toDelivery: (event) => ({ origin: event.origin, args: [event.accounts] }),
  })
}
