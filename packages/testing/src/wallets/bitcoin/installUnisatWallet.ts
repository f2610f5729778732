import type { BrowserContext, Page } from '@playwright/test'
import { installInPage } from '../installInPage.js'
import type { UnisatBitcoinWalletConfig } from '../page/unisatBitcoinWallet.js'
import type { BitcoinWalletEvent } from './bitcoinWalletContext.js'
import type { BitcoinTestWallet } from './createBitcoinWallet.js'

/**
 * How `installUnisatWallet` places the provider. No `name`: sites name the Unisat family after
 * where its provider lives, never after the provider itself.
 */
export type InstallUnisatWalletOptions = {
  /**
   * Where the provider goes on `window`. Sites name the Unisat family by where it lives, so the
   * path is the wallet's identity: `['okxwallet', 'bitcoin']` is OKX, `['bitkeep', 'unisat']` Bitget.
   * @default ['unisat']
   */
  path?: readonly string[] | undefined
}

/**
 * Puts `wallet` in every document `page` (or a whole context) loads from now on as a Unisat-shaped
 * provider (`window.unisat`): `requestAccounts`, `getAccounts`, `getPublicKey`,
 * `signMessage(message, 'ecdsa' | 'bip322-simple')`, `signPsbt(hex, { autoFinalized, toSignInputs })`,
 * `signPsbts`, `pushPsbt`, `getChain`, `switchChain`, `on` / `removeListener('accountsChanged')`.
 * It shares the payment account only, as Unisat shares one address; a declined request is
 * `{ code: 4001 }`.
 *
 * @example
 * await installUnisatWallet(page, createBitcoinWallet({ network: litecoinRegtestParameters }))
 */
export async function installUnisatWallet(
  page: Page | BrowserContext,
  wallet: BitcoinTestWallet,
  options: InstallUnisatWalletOptions = {},
): Promise<void> {
  const path = [...(options.path ?? ['unisat'])]
  if (path.length === 0) throw new RangeError('The provider path names at least one property.')
  await installInPage<BitcoinWalletEvent>(page, {
    entry: './page/unisatBitcoinWallet.ts',
    config: (names): UnisatBitcoinWalletConfig => ({ ...names, path, networkNames: wallet.networkNames }),
    request: (request, origin) => wallet.request(request, origin),
    subscribe: (listener) => wallet.subscribe(listener),
    toDelivery: (event) => ({ origin: event.origin, args: [event.accounts] }),
  })
}
