import { kib } from './format.js'
import type { VariantSummary } from './summarize.js'
import type { TargetCheck } from './targets.js'

/**
 * For each missed target, what the run's own measurements say costs it: the initial JS (broken
 * down by package below), the kit's start-up, the press, the open animation, the prefetch.
 */
export function explainMissedTargets(
  checks: readonly TargetCheck[],
  summaries: readonly VariantSummary[],
): string[] {
  const byName = new Map(summaries.map((summary) => [summary.variant.name, summary]))
  const median = (name: string, pick: (summary: VariantSummary) => { median: number } | undefined) => {
    const summary = byName.get(name)
    const value = summary ? pick(summary)?.median : undefined
    return value === undefined ? '?' : value.toFixed(0)
  }
  const latchKit = byName.get('latchkit')
  const baseline = byName.get('baseline')
  const lines: string[] = []
  for (const check of checks) {
    if (check.met) continue
    if (check.target.startsWith('JS before')) {
      lines.push(
        `- ${check.target}: over by ${check.overBy}. The packages that add it are in the breakdown below.`,
      )
    } else if (check.target.startsWith('button visible')) {
      const extra = latchKit && baseline ? kib(latchKit.initialJs.gzip - baseline.initialJs.gzip) : '?'
      const later = (pick: (summary: VariantSummary) => { median: number } | undefined) => {
        const kit = latchKit && pick(latchKit)?.median
        const base = baseline && pick(baseline)?.median
        return kit === undefined || base === undefined ? '?' : (kit - base).toFixed(0)
      }
      lines.push(
        `- ${check.target}: over by ${check.overBy}. The page fetches ${extra} KiB gz more JS than the baseline: ` +
          `its last JS file arrives ${later((summary) => summary.scriptsArrivedMs)} ms later (medians). From there ` +
          `to the painted button, running the JS, rendering and painting take ${later((summary) => summary.afterScriptsMs)} ms longer, of which ` +
          `creating the kit with its modal element (\`createLatchKit\` of @latchkit/react) is ` +
          `${median('latchkit', (summary) => summary.kitStartMs)} ms.`,
      )
    } else if (check.target.startsWith('modal open')) {
      lines.push(
        `- ${check.target}: over by ${check.overBy}. Of the ${median('latchkit', (summary) => summary.modalOpenMs)} ms, ` +
          `the press (pointerdown to pointerup; the modal opens on click) takes ` +
          `${median('latchkit', (summary) => summary.pressMs)} ms. With reduced motion (no open animation) the ` +
          `same modal opens in ${median('latchkit-reduced-motion', (summary) => summary.modalOpenMs)} ms; pressed without ` +
          `a hover (no prefetch head start) in ${median('latchkit-tap', (summary) => summary.modalOpenMs)} ms.`,
      )
    } else lines.push(`- ${check.target}: over by ${check.overBy}.`)
  }
  return lines
}
