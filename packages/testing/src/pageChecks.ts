import type { Locator, Page } from '@playwright/test'

/** Records the page's console errors and uncaught exceptions, from every load of `page`. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

type Box = { x: number; y: number; width: number; height: number }

/** One layout shift CLS counts: its score and where the moved boxes were and went. */
export type LayoutShift = { value: number; boxes: Box[] }

/**
 * Records each load's layout shifts not caused by the visitor's input (those CLS counts), from
 * the first paint (`buffered`), in `window.layoutShifts`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = {
      value: number
      hadRecentInput: boolean
      sources: { previousRect: Box; currentRect: Box }[]
    }
    const shifts: LayoutShift[] = []
    ;(window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Entry[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            boxes: entry.sources.flatMap(({ previousRect: a, currentRect: b }) => [
              { x: a.x, y: a.y, width: a.width, height: a.height },
              { x: b.x, y: b.y, width: b.width, height: b.height },
            ]),
          })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The current load's layout shifts so far (see {@link watchLayoutShifts}). */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts)

/** CLS of `shifts`: their scores summed. */
export const layoutShiftScore = (shifts: readonly LayoutShift[]) =>
  shifts.reduce((sum, shift) => sum + shift.value, 0)

/**
 * The shifts that moved something outside `element`'s box: the page's own content, or the
 * element itself. What moves only inside it (its label) is left out.
 */
export async function shiftsOutside(
  shifts: readonly LayoutShift[],
  element: Locator,
): Promise<LayoutShift[]> {
  const box = await element.boundingBox()
  if (!box) throw new Error('The element has no box: it is not rendered.')
  const inside = (b: Box) =>
    b.x >= box.x && b.y >= box.y && b.x + b.width <= box.x + box.width && b.y + b.height <= box.y + box.height
  return shifts.filter((shift) => !shift.boxes.every(inside))
}
