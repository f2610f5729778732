import type { Browser } from '@playwright/test'
import { throttleCpu } from './cpuThrottle.js'
import { type KitFlow, measureSearch, measureWalletConnectQr } from './kitFlows.js'
import { type BenchWindow, readMarks, trackRequests, usedHeap, waitForMark } from './pageProbe.js'
import { benchWalletName, pageScripts } from './pageScripts.js'

/** What one page load of one variant measured. */
export type RunResult = {
  variant: string
  /** How many times slower the page's CPU ran (1: not throttled). */
  cpuRate: number
  /** URL paths of the JS files requested before the first interaction. */
  initialJs: string[]
  /** ...and by the time the modal's wallet list was painted (or, without a modal, the same). */
  openJs: string[]
  /** Navigation start to the connect button painted, in ms. */
  buttonVisibleMs?: number | undefined
  /**
   * Navigation start to the end of the last JS file that arrived before the button was painted:
   * what follows, up to `buttonVisibleMs`, is running that JS, rendering and painting.
   */
  scriptsArrivedMs?: number | undefined
  /** pointerdown on the button to the wallet list painted, in ms. */
  modalOpenMs?: number | undefined
  /** Of which pointerdown to pointerup (kits open on click, which follows pointerup). */
  pressMs?: number | undefined
  /** How long the page's `startLatchKit` took (its `kit-start-up` performance measure), if it has one. */
  kitStartMs?: number | undefined
  /** The variant's flow after the modal opened: WalletConnect press to QR painted, or search input to result painted. */
  flowMs?: number | undefined
  /** JS heap in use after a garbage collection, once the modal is open (or the page idle); unthrottled runs only. */
  heapBytes?: number | undefined
  /** Cumulative layout shift without input, up to the click. */
  cls: number
  /** The elements those shifts moved (node names). */
  shiftedNodes: string[]
  /** Uncaught errors and console errors, besides the refused requests to outside hosts. */
  errors: string[]
  /** Hosts the page tried to reach and the bench refused. */
  blockedHosts: string[]
  /** Why the run stopped early, if it did. */
  failure?: string | undefined
}

const isLocal = (url: URL) =>
  url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:'
const settleMs = 300

/**
 * Loads `url` in a fresh browser context (cold cache), waits for the connect button and for the
 * network to go quiet, then clicks the button like a visitor and waits for the wallet list.
 * Requests to any host but 127.0.0.1 are aborted and recorded.
 */
export async function measureOnce(parameters: {
  browser: Browser
  variant: string
  url: string
  hasModal: boolean
  /** How long the pointer rests on the button before pressing it (0: pressed on arrival, like a tap). */
  hoverMs: number
  reducedMotion: boolean
  /** How many times slower the page's CPU runs (CDP CPU throttling; 1: as is). */
  cpuRate: number
  jsPaths: ReadonlySet<string>
  /** Measured after the modal opened (the heap is then read after the flow). */
  flow?: KitFlow | undefined
  /** The wallet the search flow types. */
  searchedWallet?: string | undefined
}): Promise<RunResult> {
  const { browser, variant, url, hasModal, hoverMs, reducedMotion, cpuRate, jsPaths, flow, searchedWallet } =
    parameters
  const blockedHosts = new Set<string>()
  const errors: string[] = []
  const requested: string[] = []
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  })
  const result: RunResult = {
    variant,
    cpuRate,
    initialJs: [],
    openJs: [],
    cls: 0,
    shiftedNodes: [],
    errors,
    blockedHosts: [],
  }
  try {
    await context.route(
      (target) => !isLocal(target),
      (route) => {
        blockedHosts.add(new URL(route.request().url()).host)
        return route.abort('blockedbyclient')
      },
    )
    await context.routeWebSocket(
      (target) => !isLocal(target),
      (socket) => {
        blockedHosts.add(new URL(socket.url()).host)
        return socket.close()
      },
    )
    await context.addInitScript({ content: pageScripts.wallet })
    await context.addInitScript({ content: pageScripts.probe })
    const page = await context.newPage()
    await throttleCpu(page, cpuRate)
    const inFlight = trackRequests(page)
    page.on('request', (request) => {
      const target = new URL(request.url())
      if (isLocal(target) && jsPaths.has(target.pathname)) requested.push(target.pathname)
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      // The refused outside requests surface as these; they are listed under blockedHosts.
      if (
        /net::ERR_BLOCKED_BY_CLIENT|net::ERR_NAME_NOT_RESOLVED|Failed to load resource|Failed to fetch/.test(
          text,
        )
      )
        return
      errors.push(`console: ${text.slice(0, 300)}`)
    })

    await page.goto(url, { waitUntil: 'load' })
    await waitForMark(page, 'buttonVisible')
    await inFlight.quiet()
    result.initialJs = [...new Set(requested)]
    const marks = await readMarks(page)
    result.buttonVisibleMs = marks.buttonVisible
    result.scriptsArrivedMs = await page.evaluate(
      ({ paths, until }) => {
        const ends = performance
          .getEntriesByType('resource')
          .filter((entry) => paths.includes(new URL(entry.name).pathname))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
          .filter((end) => until === undefined || end <= until)
        return ends.length > 0 ? Math.max(...ends) : undefined
      },
      { paths: [...jsPaths], until: marks.buttonVisible },
    )
    result.kitStartMs = await page.evaluate(() => performance.getEntriesByName('kit-start-up')[0]?.duration)

    if (hasModal) {
      const point = await page.evaluate(() =>
        (window as unknown as BenchWindow).__bench.locate('buttonVisible'),
      )
      if (!point) throw new Error('The connect button was painted but cannot be located')
      await page.evaluate(
        (name) => (window as unknown as BenchWindow).__bench.watch('walletList', name),
        benchWalletName,
      )
      await page.mouse.move(point.x, point.y)
      if (hoverMs > 0) await page.waitForTimeout(hoverMs)
      await page.mouse.down()
      await page.mouse.up()
      await waitForMark(page, 'walletList')
      const opened = await readMarks(page)
      if (opened.walletList !== undefined && opened.pointerdown !== undefined)
        result.modalOpenMs = opened.walletList - opened.pointerdown
      if (opened.pointerup !== undefined && opened.pointerdown !== undefined)
        result.pressMs = opened.pointerup - opened.pointerdown
    }
    result.openJs = [...new Set(requested)]
    // The flows time their own press or input; first let the modal finish its open animation.
    if (flow) await page.waitForTimeout(settleMs)
    if (flow === 'walletConnectQr') result.flowMs = await measureWalletConnectQr(page)
    if (flow === 'search') result.flowMs = await measureSearch(page, searchedWallet ?? '')
    // Throttling changes how long the page takes, not what it allocates: the heap is read at full
    // speed only, which spares the throttled runs the wait and the forced collection.
    if (cpuRate === 1) {
      await page.waitForTimeout(settleMs)
      result.heapBytes = await usedHeap(page)
    }
    const {
      cls,
      shifts,
      errors: pageErrors,
    } = await page.evaluate(() => {
      const { cls, shifts, errors } = (window as unknown as BenchWindow).__bench
      return { cls, shifts, errors }
    })
    result.cls = cls
    result.shiftedNodes = [...new Set(shifts.flatMap((shift) => shift.sources))]
    errors.push(...pageErrors)
  } catch (error) {
    result.failure = error instanceof Error ? error.message.split('\n')[0] : String(error)
  } finally {
    result.blockedHosts = [...blockedHosts].sort()
    await context.close()
  }
  return result
}
