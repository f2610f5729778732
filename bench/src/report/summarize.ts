import type { VariantBuild } from '../build/buildVariant.js'
import type { Variant } from '../build/variants.js'
import type { RunResult } from '../measure/measureOnce.js'
import { noBytes, type Sizes, sumSizes } from '../measure/sizes.js'
import { type Spread, spread } from '../measure/stats.js'

/** Everything the runs of one variant measured, reduced to medians and ranges. */
export type VariantSummary = {
  variant: Variant
  runs: number
  /** Runs that reached the end (a failed run measures nothing). */
  okRuns: number
  failures: string[]
  /** JS requested before the first interaction, per field the median over runs. */
  initialJs: Sizes
  initialJsGzip: Spread | undefined
  /** JS requested by the time the wallet list was painted. */
  openJs: Sizes
  openJsGzip: Spread | undefined
  buttonVisibleMs: Spread | undefined
  /** Navigation start to the last JS file that arrived before the button was painted. */
  scriptsArrivedMs: Spread | undefined
  /** From that JS file's arrival to the button painted: running the JS, rendering, painting. */
  afterScriptsMs: Spread | undefined
  /** `createLatchKit` on the page, modal element included (LatchKit variants only). */
  kitStartMs: Spread | undefined
  modalOpenMs: Spread | undefined
  /** pointerdown to pointerup, part of modal open. */
  pressMs: Spread | undefined
  /** The variant's flow after open (WalletConnect QR, search), if it has one. */
  flowMs: Spread | undefined
  heapBytes: Spread | undefined
  clsMax: number
  /** Every element a layout shift moved, over all runs. */
  shiftedNodes: string[]
  errors: string[]
  blockedHosts: string[]
  /** Copies of @wagmi/core in the bundle (install folders); exactly one is expected. */
  wagmiCoreCopies: string[]
}

/** Reduces the runs of one variant (failed runs count as failures, not as measurements). */
export function summarize(build: VariantBuild, runs: readonly RunResult[]): VariantSummary {
  const done = runs.filter((run) => !run.failure)
  const sizesOf = (paths: readonly string[]) =>
    sumSizes(paths.map((path) => build.jsFiles.get(path) ?? noBytes))
  const initial = done.map((run) => sizesOf(run.initialJs))
  const open = done.map((run) => sizesOf(run.openJs))
  return {
    variant: build.variant,
    runs: runs.length,
    okRuns: done.length,
    failures: unique(runs.flatMap((run) => (run.failure ? [run.failure] : []))),
    initialJs: medianSizes(initial),
    initialJsGzip: spread(initial.map((size) => size.gzip)),
    openJs: medianSizes(open),
    openJsGzip: spread(open.map((size) => size.gzip)),
    buttonVisibleMs: spread(done.map((run) => run.buttonVisibleMs)),
    scriptsArrivedMs: spread(done.map((run) => run.scriptsArrivedMs)),
    afterScriptsMs: spread(
      done.map((run) =>
        run.buttonVisibleMs === undefined || run.scriptsArrivedMs === undefined
          ? undefined
          : run.buttonVisibleMs - run.scriptsArrivedMs,
      ),
    ),
    kitStartMs: spread(done.map((run) => run.kitStartMs)),
    modalOpenMs: spread(done.map((run) => run.modalOpenMs)),
    pressMs: spread(done.map((run) => run.pressMs)),
    flowMs: spread(done.map((run) => run.flowMs)),
    heapBytes: spread(done.map((run) => run.heapBytes)),
    clsMax: Math.max(0, ...done.map((run) => run.cls)),
    shiftedNodes: unique(done.flatMap((run) => run.shiftedNodes)),
    errors: unique(runs.flatMap((run) => run.errors)),
    blockedHosts: unique(runs.flatMap((run) => run.blockedHosts)).sort(),
    wagmiCoreCopies: build.report.packageRoots['@wagmi/core'] ?? [],
  }
}

function medianSizes(sizes: readonly Sizes[]): Sizes {
  return {
    raw: spread(sizes.map((size) => size.raw))?.median ?? 0,
    gzip: spread(sizes.map((size) => size.gzip))?.median ?? 0,
    brotli: spread(sizes.map((size) => size.brotli))?.median ?? 0,
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}
