import { type PolkadotChain, startPolkadotChain } from '@latchkit/testing/polkadot'
import {
  createPolkadotWallet,
  expect,
  type PolkadotTestWallet,
  test as walletTest,
} from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteConfig, SiteWindow } from './site/main.js'
import { type Site, startSite } from './startSite.js'

/**
 * Playwright's `test` with the rig's chopsticks chain and the test site (both once per worker),
 * and a Polkadot test wallet per test holding the chain's funded accounts (Alice and Bob sr25519,
 * Charlie ed25519, Dave ecdsa; 10,000 each at the chain's start). Each spec installs it its way.
 */
export const test = walletTest.extend<
  { polkadotWallet: PolkadotTestWallet; polkadotLateInjection: boolean },
  { polkadotChain: PolkadotChain; site: Site }
>({
  /** Whether a spec's extension injects itself after the page's scripts ran. */
  polkadotLateInjection: [false, { option: true }],
  polkadotChain: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const chain = await startPolkadotChain()
      try {
        await use(chain)
      } finally {
        await chain.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const site = await startSite()
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  polkadotWallet: async ({ polkadotChain }, use) => {
    await use(await createPolkadotWallet({ accounts: polkadotChain.accounts }))
  },
})

/** Hands the site the rig's chain (and the relay, for WalletConnect) on every load, then opens it. */
export async function openSite(
  page: Page,
  site: Site,
  chain: PolkadotChain,
  options: { relayUrl?: string } = {},
): Promise<void> {
  const { genesisHash, name, wsUrl, ss58Prefix, decimals, symbol } = chain
  const config: SiteConfig = {
    polkadot: { genesisHash, name, wsUrl, ss58Prefix, decimals, symbol },
    ...(options.relayUrl ? { walletConnect: { relayUrl: options.relayUrl } } : {}),
  }
  await page.addInitScript((siteConfig) => {
    ;(window as unknown as { siteConfig: SiteConfig }).siteConfig = siteConfig
  }, config)
  await page.goto(site.url)
  await page.locator('body[data-ready="true"]').waitFor()
}

/** The kit's Polkadot account: its status and address. */
export const polkadotAccount = (page: Page) =>
  page.evaluate(() => {
    const account = (window as unknown as SiteWindow).kit.getState().accounts.polkadot
    return { status: account?.status, address: account?.address }
  })

/** An address as the Account view shows it: the first six characters, an ellipsis, the last four. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Opens the modal and picks the wallet named `name`, as a visitor does. */
export async function connectFromModal(page: Page, name: string | RegExp): Promise<void> {
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('button', { name }).click()
}

/** The balance the open Account view shows, as a number ("9,974.9999 ROC" is 9974.9999). */
export async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('account-balance').textContent()) ?? ''
  expect(text).toMatch(/^[\d,]+(\.\d+)? ROC$/)
  return Number(text.replace(/,| ROC$/g, ''))
}

/** Waits until the open Account view shows `address`'s free balance on the chain (it shows 4 decimals, cut). */
export async function expectShownBalanceOf(page: Page, address: string): Promise<void> {
  const onChain = await page.evaluate((account) => {
    const { polkadot, polkadotNetwork } = window as unknown as SiteWindow
    return polkadot.getBalance({ address: account, network: polkadotNetwork })
  }, address)
  await expect.poll(() => shownBalance(page)).toBeCloseTo(Number(onChain.balance), 3)
}
