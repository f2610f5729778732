import { test as walletTest } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import type { SiteConfig } from './site/main.js'
import { type Site, startSite } from './startSite.js'

/** The rig's wallet fixtures plus the test site, bundled and served once per worker. */
export const test = walletTest.extend<object, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const site = await startSite()
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

/** Hands the site its rig endpoints on every load, then opens it. */
export async function openSite(page: Page, url: string, config: SiteConfig): Promise<void> {
  await page.addInitScript((siteConfig) => {
    ;(window as unknown as { siteConfig: SiteConfig }).siteConfig = siteConfig
  }, config)
  await page.goto(url)
  await page.locator('body[data-ready="true"]').waitFor()
}
