import type { VariantSummary } from './summarize.js'

/** What a kit adds to its own baseline (same wagmi and React majors), from medians. */
export type KitCost = {
  label: string
  initialJsGzip: number
  openJsGzip: number
  buttonVisibleMs: number | undefined
  modalOpenMs: number | undefined
  heapBytes: number | undefined
  /** The timings again with the CPU throttled, when the run measured them. */
  throttled?: ThrottledCost | undefined
}

/** What a kit adds in time with the CPU throttled (bytes and heap do not change with it). */
export type ThrottledCost = Pick<KitCost, 'buttonVisibleMs' | 'modalOpenMs'>

const minus = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : a - b

/**
 * The kit's medians minus its baseline's (modal open is absolute: the baseline has no modal);
 * `throttled`: the same two pages' summaries with the CPU throttled, if measured.
 */
export function costOverBaseline(
  kit: VariantSummary,
  baseline: VariantSummary,
  throttled?: { kit: VariantSummary; baseline: VariantSummary } | undefined,
): KitCost {
  return {
    label: kit.variant.label,
    initialJsGzip: kit.initialJs.gzip - baseline.initialJs.gzip,
    // The modal's JS is compared with what the baseline page loads in all.
    openJsGzip: kit.openJs.gzip - baseline.openJs.gzip,
    buttonVisibleMs: minus(kit.buttonVisibleMs?.median, baseline.buttonVisibleMs?.median),
    modalOpenMs: kit.modalOpenMs?.median,
    heapBytes: minus(kit.heapBytes?.median, baseline.heapBytes?.median),
    throttled: throttled && {
      buttonVisibleMs: minus(
        throttled.kit.buttonVisibleMs?.median,
        throttled.baseline.buttonVisibleMs?.median,
      ),
      modalOpenMs: throttled.kit.modalOpenMs?.median,
    },
  }
}

/** How many times the peer's cost is LatchKit's (`27.0×`); a dash when it cannot be told. */
export function ratio(peer: number | undefined, latchKit: number | undefined): string {
  if (peer === undefined || latchKit === undefined || latchKit <= 0 || peer <= 0) return '–'
  return `${(peer / latchKit).toFixed(1)}×`
}
