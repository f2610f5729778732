import type { BrowserContext, Page } from '@playwright/test'
import { installInPage } from '../installInPage.js'
import type { SatsConnectBitcoinWalletConfig } from '../page/satsConnectBitcoinWallet.js'
import type { BitcoinWalletEvent } from './bitcoinWalletContext.js'
import { bitcoinTestWalletIcon } from './bitcoinWalletIcon.js'
import type { BitcoinTestWallet } from './createBitcoinWallet.js'

/** How `installSatsConnectWallet` lists the provider in `window.btc_providers`. */
export type InstallSatsConnectWalletOptions = {
  /** The wallet's name in `window.btc_providers` and a site's list. @default "LatchKit Test Bitcoin Wallet" */
  name?: string | undefined
  /**
   * The provider's path on `window`, dot-separated, which is its id in `window.btc_providers`.
   * @default "LatchKitTestWallet.BitcoinProvider"
   */
  id?: string | undefined
  icon?: string | undefined
}

/** The name the Bitcoin test wallet goes by unless a test names it otherwise. */
export const defaultBitcoinWalletName = 'LatchKit Test Bitcoin Wallet'

/** Where the sats-connect test provider lives unless a test puts it elsewhere. */
export const defaultSatsConnectProviderId = 'LatchKitTestWallet.BitcoinProvider'

/**
 * Puts `wallet` in every document `page` (or a whole context) loads from now on as a sats-connect
 * provider, listed in `window.btc_providers` (`{ id, name, icon }`) and placed at `id`.
 * `request(method, params)` resolves JSON-RPC objects, `{ jsonrpc, id, result }` or
 * `{ jsonrpc, id, error: { code, message } }` (-32000 when the user declines, -32002 before the
 * site connected), for `wallet_connect`, `getAddresses`, `wallet_getAccount`, `wallet_getNetwork`,
 * `wallet_changeNetwork`, `wallet_disconnect`, `wallet_renouncePermissions`, `signMessage`
 * (`ECDSA` | `BIP322`), `signPsbt` (base64, `signInputs`, `broadcast`) and `getInfo`;
 * `addListener('accountChange' | 'disconnect', listener)` returns its remover. It shares the
 * payment and the ordinals accounts.
 *
 * @example
 * await installSatsConnectWallet(page, createBitcoinWallet({ network: litecoinRegtestParameters }))
 */
export async function installSatsConnectWallet(
  page: Page | BrowserContext,
  wallet: BitcoinTestWallet,
  options: InstallSatsConnectWalletOptions = {},
): Promise<void> {
  const info = {
    id: options.id ?? defaultSatsConnectProviderId,
    name: options.name ?? defaultBitcoinWalletName,
    icon: options.icon ?? bitcoinTestWalletIcon,
  }
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(info.id))
    throw new RangeError(`The provider id is a dotted path of names; got ${info.id}.`)
  await installInPage<BitcoinWalletEvent>(page, {
    entry: './page/satsConnectBitcoinWallet.ts',
    config: (names): SatsConnectBitcoinWalletConfig => ({
      ...names,
      info,
      networkName: wallet.networkNames.satsConnect,
    }),
    request: (request, origin) => wallet.request(request, origin),
    subscribe: (listener) => wallet.subscribe(listener),
    toDelivery: (event) => ({ origin: event.origin, args: [event.accounts] }),
  })
}
