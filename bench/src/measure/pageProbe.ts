import type { Page } from '@playwright/test'

/** The marks the page's probe (src/page/probe.js) records, in ms since navigation start. */
export type BenchMarks = {
  buttonVisible?: number
  pointerdown?: number
  pointerup?: number
  walletList?: number
  /** The latest pointerdown and input event (the first pointerdown is `pointerdown`). */
  lastPointerdown?: number
  lastInput?: number
  [flowMark: string]: number | undefined
}

/** What src/page/probe.js puts on `window`. */
export type BenchWindow = {
  __bench: {
    marks: BenchMarks
    cls: number
    shifts: { sources: string[] }[]
    errors: string[]
    watch(key: string, text: string): void
    locate(key: string): { x: number; y: number } | undefined
    watchElement(key: string, selector: string): void
    locateElement(selector: string): { x: number; y: number } | undefined
    focusElement(selector: string): boolean
  }
}

/** The probe's marks so far. */
export function readMarks(page: Page): Promise<BenchMarks> {
  return page.evaluate(() => ({ ...(window as unknown as BenchWindow).__bench.marks }))
}

/** Waits (up to 20 s, or `timeout` ms) until the probe has recorded `key`. */
export async function waitForMark(page: Page, key: keyof BenchMarks, timeout = 20_000) {
  await page.waitForFunction(
    (name) => (window as unknown as BenchWindow).__bench.marks[name as keyof BenchMarks] !== undefined,
    key,
    { timeout, polling: 25 },
  )
}

/** JS heap in use after a forced garbage collection (CDP). */
export async function usedHeap(page: Page): Promise<number | undefined> {
  const session = await page.context().newCDPSession(page)
  await session.send('HeapProfiler.collectGarbage')
  await session.send('Performance.enable')
  const { metrics } = await session.send('Performance.getMetrics')
  await session.detach()
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value
}

/** Counts the page's open requests; `quiet()` waits until none was open for 500 ms (at most 5 s). */
export function trackRequests(page: Page) {
  let open = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    open += delta
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    async quiet() {
      const deadline = Date.now() + 5_000
      while (Date.now() < deadline && (open > 0 || Date.now() - lastChange < 500))
        await page.waitForTimeout(50)
    },
  }
}
