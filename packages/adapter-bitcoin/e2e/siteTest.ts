import { type BitcoinRig, litecoinRegtestParameters, startBitcoinRig } from '@latchkit/testing/bitcoin'
import {
  type BitcoinTestWallet,
  createBitcoinWallet,
  expect,
  test as walletTest,
} from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteConfig, SiteWindow } from './site/main.js'
import { type Site, startSite } from './startSite.js'

/** What the node funds each test wallet's payment address with, in LTC. */
export const fundedAmount = '2'

/**
 * Playwright's `test` with the rig's regtest node and its Esplora API and the test site (both
 * once per worker), and a Bitcoin test wallet per test: fresh keys, its payment address funded
 * with {@link fundedAmount} LTC in a mined block. Each spec installs it through the API it tests.
 */
export const test = walletTest.extend<
  { bitcoinWallet: BitcoinTestWallet },
  { bitcoinRig: BitcoinRig; site: Site }
>({
  bitcoinRig: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const rig = await startBitcoinRig()
      try {
        await use(rig)
      } finally {
        await rig.stop()
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
  bitcoinWallet: async ({ bitcoinRig }, use) => {
    const wallet = createBitcoinWallet({
      network: litecoinRegtestParameters,
      esploraUrl: bitcoinRig.esplora.url,
    })
    await bitcoinRig.node.fund(wallet.address, fundedAmount)
    await use(wallet)
  },
})

/** Hands the site the rig's network (and the relay, for WalletConnect) on every load, then opens it. */
export async function openSite(
  page: Page,
  site: Site,
  rig: BitcoinRig,
  options: { relayUrl?: string } = {},
): Promise<void> {
  const { bech32, pubKeyHash, scriptHash, messagePrefix } = litecoinRegtestParameters
  const config: SiteConfig = {
    bitcoin: {
      genesisHash: rig.node.genesisHash,
      esploraUrl: rig.esplora.url,
      parameters: { bech32, pubKeyHash, scriptHash, messagePrefix },
    },
    ...(options.relayUrl ? { walletConnect: { relayUrl: options.relayUrl } } : {}),
  }
  await page.addInitScript((siteConfig) => {
    ;(window as unknown as { siteConfig: SiteConfig }).siteConfig = siteConfig
  }, config)
  await page.goto(site.url)
  await page.locator('body[data-ready="true"]').waitFor()
}

/** The kit's Bitcoin account: its status and address. */
export const bitcoinAccount = (page: Page) =>
  page.evaluate(() => {
    const account = (window as unknown as SiteWindow).kit.getState().accounts.bip122
    return { status: account?.status, address: account?.address }
  })

/** Opens the modal and picks the wallet named `name`, as a visitor does. */
export async function connectFromModal(page: Page, name: string | RegExp): Promise<void> {
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('button', { name }).click()
}

/** An address as the Account view shows it: the first six characters, an ellipsis, the last four. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Opens the site, connects the wallet named `name` from the modal, and waits for the kit to be connected. */
export async function connectThroughModal(
  page: Page,
  site: Site,
  rig: BitcoinRig,
  name: string | RegExp,
): Promise<void> {
  await openSite(page, site, rig)
  await connectFromModal(page, name)
  await expect.poll(() => bitcoinAccount(page)).toMatchObject({ status: 'connected' })
}

/** Reloads the connected page: the kit is connected again with the same address, and the wallet was not prompted. */
export async function expectReloadKeepsConnection(page: Page, wallet: BitcoinTestWallet): Promise<void> {
  const prompts = () =>
    wallet.requests.filter((request) => request.method === 'connect' && !request.params.silent)
  expect(prompts()).toHaveLength(1)
  await page.reload()
  await page.locator('body[data-ready="true"]').waitFor()
  await expect.poll(() => bitcoinAccount(page)).toEqual({ status: 'connected', address: wallet.address })
  expect(prompts()).toHaveLength(1)
}
