import { test as walletTest } from '../src/wallets/walletFixtures.js'
import { type BlankSite, startBlankSite } from './startBlankSite.js'

/** The wallet fixtures plus the blank site, started once per worker. */
export const test = walletTest.extend<object, { site: BlankSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const site = await startBlankSite()
      await use(site)
      await site.stop()
    },
    { scope: 'worker' },
  ],
})
