import type { Page } from '@playwright/test'

/**
 * What the page reports that a visitor would suffer from: uncaught exceptions, console errors, and
 * any console message about hydration (React's production build reports a mismatch as a minified
 * error, #418 to #425, without the word).
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    const aboutHydration = /hydrat|Minified React error #4(1[89]|2[0-5])/i.test(text)
    if (message.type() === 'error' || aboutHydration) problems.push(`console ${message.type()}: ${text}`)
  })
  return problems
}

/** Starts summing layout shifts (without recent input) from the first paint, as CLS counts them. */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { layoutShift: number }
    target.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) target.layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * Starts recording each text the kit button shows from the first paint: its server text until the
 * element is defined, then its shadow button's. A flash of another state shows up in the list.
 */
export async function watchButtonTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { buttonTexts: string[] }
    target.buttonTexts = []
    const record = () => {
      const host = document.querySelector('latch-button')
      const shown = host?.shadowRoot?.querySelector('button')?.textContent ?? host?.textContent
      if (shown && shown !== target.buttonTexts.at(-1)) target.buttonTexts.push(shown)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

/** The texts the kit button showed, in order (see {@link watchButtonTexts}). */
export function readButtonTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { buttonTexts: string[] }).buttonTexts)
}

/** The layout shift summed so far (see {@link watchLayoutShifts}). */
export function readLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}
