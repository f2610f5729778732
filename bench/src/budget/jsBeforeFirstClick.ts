import { chromiumLaunchOptions } from '@latchkit/testing/chromium'
import { chromium } from '@playwright/test'
import { trackRequests, waitForMark } from '../measure/pageProbe.js'
import { pageScripts } from '../measure/pageScripts.js'
import { serveStatic } from '../measure/staticServer.js'

/** What a built page asked for before anyone touched it. */
export type RequestsBeforeFirstClick = {
  /** The JS files it fetched, as URL paths, sorted. */
  scripts: string[]
  /** Every request (frames included) to another origin than the page's, as URLs, in order. */
  otherOrigins: string[]
}

/**
 * What Chromium requests for a built page before anyone touches it: the page is loaded with the
 * bench's test wallet, and the requests are read once its connect button is painted and the
 * network has been quiet for half a second. What the page imports while it starts (restoring a
 * connection, say) is in it; what a hover or an idle callback fetches is not.
 */
export async function requestsBeforeFirstClick(outDir: string): Promise<RequestsBeforeFirstClick> {
  const server = await serveStatic(outDir)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addInitScript({ content: pageScripts.wallet })
    await context.addInitScript({ content: pageScripts.probe })
    const page = await context.newPage()
    const requests = trackRequests(page)
    const pageOrigin = new URL(server.url).origin
    const scripts = new Set<string>()
    const otherOrigins: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== pageOrigin) otherOrigins.push(url.href)
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(server.url, { waitUntil: 'load' })
    await waitForMark(page, 'buttonVisible')
    await requests.quiet()
    return { scripts: [...scripts].sort(), otherOrigins }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** The JS files (URL paths) Chromium fetches for a built page before anyone touches it. */
export async function jsBeforeFirstClick(outDir: string): Promise<string[]> {
  return (await requestsBeforeFirstClick(outDir)).scripts
}
