import { chromiumLaunchOptions } from '@latchkit/testing/chromium'
import { chromium } from '@playwright/test'
import { trackRequests, waitForMark } from '../measure/pageProbe.js'
import { pageScripts } from '../measure/pageScripts.js'
import { serveStatic } from '../measure/staticServer.js'

/**
 * The JS files (URL paths) Chromium fetches for a built page before anyone touches it: the page
 * is loaded with the bench's test wallet, and the list is read once its connect button is painted
 * and the network has been quiet for half a second. What the page imports while it starts
 * (restoring a connection, say) is in it; what a hover or an idle callback fetches is not.
 */
export async function jsBeforeFirstClick(outDir: string): Promise<string[]> {
  const server = await serveStatic(outDir)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript({ content: pageScripts.wallet })
    await context.addInitScript({ content: pageScripts.probe })
    const page = await context.newPage()
    const requests = trackRequests(page)
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(server.url, { waitUntil: 'load' })
    await waitForMark(page, 'buttonVisible')
    await requests.quiet()
    return [...scripts].sort()
  } finally {
    await browser.close()
    await server.close()
  }
}
