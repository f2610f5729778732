import type { BrowserContext, Page } from '@playwright/test'
import { installInPage } from '../installInPage.js'
import type { InjectedPolkadotWalletConfig } from '../page/injectedPolkadotWallet.js'
import type { PolkadotTestWallet } from './createPolkadotWallet.js'
import { PolkadotWalletOptionsError } from './errors.js'
import type { PolkadotWalletEvent } from './polkadotWalletContext.js'

export type InstallPolkadotWalletOptions = {
  /**
   * Its key in `window.injectedWeb3`, which sites show as the extension's identity
   * (`polkadot-js`, `talisman`, `subwallet-js` are real ones). @default 'latchkit-test-polkadot'
   */
  name?: string | undefined
  /** @default '1.0.0' */
  version?: string | undefined
  /**
   * Milliseconds after each document starts before the extension appears in `injectedWeb3`, as an
   * extension that injects late: for tests of a site that must wait for it. @default 0
   */
  injectionDelayMs?: number | undefined
}

/** The name the Polkadot test wallet injects under unless a test names it otherwise. */
export const defaultPolkadotWalletName = 'latchkit-test-polkadot'

/**
 * Puts `wallet` in every document `page` (or a whole context) loads from now on as an injected
 * Polkadot extension: `window.injectedWeb3[name] = { version, enable(appName) }`, `enable`
 * resolving `{ accounts: { get, subscribe }, signer: { signRaw, signPayload }, metadata }` as
 * `@polkadot/extension-dapp` expects. Keys and prompts stay in Node.
 *
 * @example
 * await installPolkadotWallet(page, await createPolkadotWallet({ accounts: chain.accounts }))
 */
export async function installPolkadotWallet(
  page: Page | BrowserContext,
  wallet: PolkadotTestWallet,
  options: InstallPolkadotWalletOptions = {},
): Promise<void> {
  const { name = defaultPolkadotWalletName, version = '1.0.0', injectionDelayMs = 0 } = options
  if (!(Number.isFinite(injectionDelayMs) && injectionDelayMs >= 0))
    throw new PolkadotWalletOptionsError(
      `injectionDelayMs must be 0 or more milliseconds; got ${injectionDelayMs}.`,
    )
  await installInPage<PolkadotWalletEvent>(page, {
    entry: './page/injectedPolkadotWallet.ts',
    config: (names): InjectedPolkadotWalletConfig => ({ ...names, name, version, injectionDelayMs }),
    request: (request, origin) => wallet.request(request, origin),
    subscribe: (listener) => wallet.subscribe(listener),
    toDelivery: (event) => ({ origin: event.origin, args: [event.accounts] }),
  })
}
