import { throttledCpuRate } from '../measure/cpuThrottle.js'
import { type KitCost, ratio } from './costs.js'
import { formatSpread, kib, markdownTable, mib, ms, signed } from './format.js'
import type { VariantSummary } from './summarize.js'
import type { TargetCheck } from './targets.js'

/** The timing columns of both variant tables: header and cell. */
const timingColumns: [string, (summary: VariantSummary) => string][] = [
  ['button visible, ms', (summary) => formatSpread(summary.buttonVisibleMs, ms)],
  ['last JS arrived, ms', (summary) => formatSpread(summary.scriptsArrivedMs, ms)],
  ['then to painted, ms', (summary) => formatSpread(summary.afterScriptsMs, ms)],
  ['of which kit start-up, ms', (summary) => formatSpread(summary.kitStartMs, (n) => n.toFixed(1))],
  ['modal open, ms', (summary) => formatSpread(summary.modalOpenMs, ms)],
  ['of which press (down→up), ms', (summary) => formatSpread(summary.pressMs, ms)],
]
const timingHeaders = timingColumns.map(([header]) => header)
const timingCells = (summary: VariantSummary) => timingColumns.map(([, cell]) => cell(summary))

/** Every variant's own medians, ranges and sizes. */
export function variantsTable(summaries: readonly VariantSummary[]): string {
  return markdownTable(
    [
      'variant',
      'runs ok',
      'JS before 1st click, KiB min / gz / br',
      'JS at wallet list, KiB gz',
      ...timingHeaders,
      'heap after open, MiB',
      'CLS max',
    ],
    summaries.map((summary) => [
      summary.variant.label,
      `${summary.okRuns}/${summary.runs}`,
      `${kib(summary.initialJs.raw)} / ${kib(summary.initialJs.gzip)} / ${kib(summary.initialJs.brotli)}`,
      kib(summary.openJs.gzip),
      ...timingCells(summary),
      formatSpread(summary.heapBytes, mib),
      summary.clsMax.toFixed(4),
    ]),
  )
}

/**
 * The timings of every variant with the CPU throttled (the bytes are the same as unthrottled;
 * the heap barely moves): beside `variantsTable`, from the throttled runs' summaries.
 */
export function throttledTable(summaries: readonly VariantSummary[]): string {
  return markdownTable(
    ['variant', 'runs ok', ...timingHeaders],
    summaries.map((summary) => [
      summary.variant.label,
      `${summary.okRuns}/${summary.runs}`,
      ...timingCells(summary),
    ]),
  )
}

/** Each kit's cost over its own baseline, and how many times LatchKit's each peer's is. */
export function comparisonTable(latchKit: KitCost, peers: readonly KitCost[]): string {
  const cell = (
    value: number | undefined,
    format: (n: number) => string,
    latch: number | undefined,
    isDelta = true,
  ) =>
    value === undefined ? '–' : `${isDelta ? signed(format(value)) : format(value)} (${ratio(value, latch)})`
  const rows: [string, (cost: KitCost) => string][] = [
    [
      'JS before 1st click, KiB gz over baseline',
      (cost) => cell(cost.initialJsGzip, kib, latchKit.initialJsGzip),
    ],
    ['JS at wallet list, KiB gz over baseline', (cost) => cell(cost.openJsGzip, kib, latchKit.openJsGzip)],
    ['button visible, ms over baseline', (cost) => cell(cost.buttonVisibleMs, ms, latchKit.buttonVisibleMs)],
    ['modal open, ms (median)', (cost) => cell(cost.modalOpenMs, ms, latchKit.modalOpenMs, false)],
    ['JS heap after open, MiB over baseline', (cost) => cell(cost.heapBytes, mib, latchKit.heapBytes)],
  ]
  const cpu = `CPU ${throttledCpuRate}× slower`
  if (latchKit.throttled)
    rows.push(
      [
        `button visible, ms over baseline, ${cpu}`,
        (cost) => cell(cost.throttled?.buttonVisibleMs, ms, latchKit.throttled?.buttonVisibleMs),
      ],
      [
        `modal open, ms (median), ${cpu}`,
        (cost) => cell(cost.throttled?.modalOpenMs, ms, latchKit.throttled?.modalOpenMs, false),
      ],
    )
  return markdownTable(
    ['cost over own baseline (peer ÷ LatchKit)', latchKit.label, ...peers.map((peer) => peer.label)],
    rows.map(([name, format]) => [
      name,
      format(latchKit).replace(/ \(.*\)$/, ''),
      ...peers.map((peer) => format(peer)),
    ]),
  )
}

/** The targets: limit, measured, met, and by how much not. */
export function targetsTable(checks: readonly TargetCheck[]): string {
  return markdownTable(
    ['target', 'limit', 'LatchKit', 'met', 'over by'],
    checks.map((check) => [
      check.target,
      check.limit,
      check.measured,
      check.met ? 'yes' : '**no**',
      check.overBy,
    ]),
  )
}
