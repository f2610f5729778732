import { randomUUID } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { installInPage } from '../installInPage.js'
import type { Eip6963ProviderInfo } from '../page/announceEip6963.js'
import type { InjectedEvmWalletConfig } from '../page/injectedEvmWallet.js'
import { evmTestWalletIcon } from '../walletIcons.js'
import type { EvmTestWallet } from './createEvmWallet.js'
import type { EvmWalletEvent } from './evmWalletContext.js'

export type InstallEvmWalletOptions = {
  /** How the wallet presents itself over EIP-6963. @default "LatchKit Test Wallet", rdns "dev.latchkit.testwallet" */
  info?: Partial<Omit<Eip6963ProviderInfo, 'uuid'>> | undefined
  /** Also set `window.ethereum` (the legacy injected provider). @default false */
  setWindowEthereum?: boolean | undefined
}

/** The EIP-6963 info of the EVM test wallet unless a test names it otherwise. */
export const defaultEvmWalletInfo = {
  name: 'LatchKit Test Wallet',
  rdns: 'dev.latchkit.testwallet',
  icon: evmTestWalletIcon,
} as const

/**
 * Injects `wallet` into every document `page` (or every page of a context) loads from now on: an EIP-1193 provider announced over
 * EIP-6963 whose requests run in Node, and whose events (`accountsChanged`, `chainChanged`,
 * `disconnect`) reach the page's listeners. Its state stays in Node, so a reload keeps the
 * authorization. Returns the announced info.
 *
 * @example
 * const wallet = createEvmWallet({ privateKeys, chains })
 * await installEvmWallet(page, wallet)
 * await page.goto(siteUrl)
 */
export async function installEvmWallet(
  page: Page | BrowserContext,
  wallet: EvmTestWallet,
  options: InstallEvmWalletOptions = {},
): Promise<Eip6963ProviderInfo> {
  const info: Eip6963ProviderInfo = { ...defaultEvmWalletInfo, ...options.info, uuid: randomUUID() }
  await installInPage<EvmWalletEvent>(page, {
    entry: './page/injectedEvmWallet.ts',
    config: (names): InjectedEvmWalletConfig => ({
      ...names,
      info,
      setWindowEthereum: options.setWindowEthereum ?? false,
    }),
    request: (request, origin) => wallet.request(request, origin),
    subscribe: (listener) => wallet.subscribe(listener),
    toDelivery: (event) =>
      event.type === 'chainChanged'
        ? { args: ['chainChanged', event.chainId] }
        : {
            origin: event.origin,
            args: [event.type, event.type === 'accountsChanged' ? event.accounts : event.error],
          },
  })
  return info
}
