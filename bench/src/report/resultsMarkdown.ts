import type { VariantBuild } from '../build/buildVariant.js'
import { throttledCpuRate } from '../measure/cpuThrottle.js'
import { pauseBetweenRunsMs } from '../measure/runPacing.js'
import { breakdownTable, lazyChunksTable, sourceFilesTable } from './breakdown.js'
import { installedVersion } from './environment.js'
import { formatSpread, markdownTable, ms } from './format.js'
import type { VariantSummary } from './summarize.js'

/** What results.md is written from. */
export type BenchReport = {
  date: string
  machine: string
  chromium: string
  vite: string
  runs: number
  /** How long the whole `npm run bench` took (builds, installs and runs), in minutes. */
  minutes: number
  comparison: string
  targets: string
  /** One line per missed target: by how much, and what costs it. */
  targetsMissed: string[]
  variants: string
  summaries: readonly VariantSummary[]
  /** The throttled runs' table and summaries (same variants and order as `summaries`). */
  throttled: { table: string; summaries: readonly VariantSummary[] }
  builds: ReadonlyMap<string, VariantBuild>
  /** The LatchKit page built from the packages' sources, for the per-file breakdown. */
  latchKitFromSources?: VariantBuild | undefined
}

const packagesShown = ['wagmi', '@wagmi/core', 'viem', 'react', '@tanstack/react-query']
const kitPackages: Record<string, string[]> = {
  latchkit: ['@latchkit/core', '@latchkit/ui', '@latchkit/react', '@latchkit/adapter-evm'],
  'latchkit-solana': ['@latchkit/adapter-solana'],
  appkit: ['@reown/appkit', '@reown/appkit-adapter-wagmi'],
  rainbowkit: ['@rainbow-me/rainbowkit'],
  connectkit: ['connectkit'],
}

/** bench/results.md: the tables, how they were measured, and what is not measured yet. */
export function resultsMarkdown(report: BenchReport): string {
  const latchKit = report.builds.get('latchkit')
  const baseline = report.builds.get('baseline')
  const sections = [
    '# LatchKit benchmarks: what a site pays, in bytes and milliseconds',
    `Run on ${report.date} by \`npm run bench\` (bench/src/cli/bench.ts): ${report.machine}; ` +
      `Chromium ${report.chromium} headless (Debian's, \`@latchkit/testing/chromium\` flags); Vite ${report.vite}; ` +
      `${report.runs} runs of every variant as is and ${report.runs} with the CPU ${throttledCpuRate}× slower, ` +
      `interleaved in one browser process (medians, [min–max]); the whole run took ${report.minutes.toFixed(0)} min.`,
    '## Each kit over its own baseline',
    'A baseline is the same page with react + wagmi + viem + @tanstack/react-query and a plain button, built ' +
      "from the kit's own install (its wagmi and React majors). In brackets: the peer's cost divided by LatchKit's.",
    report.comparison,
    '## Targets',
    report.targets,
    report.targetsMissed.length === 0 ? 'Every target is met.' : report.targetsMissed.join('\n'),
    '## Every variant',
    report.variants,
    `## Every variant, CPU ${throttledCpuRate}× slower`,
    `The same pages with Chromium's CPU throttling (CDP \`Emulation.setCPUThrottlingRate\`, rate ${throttledCpuRate}), as a ` +
      'mid-range phone runs them; the network is not throttled. Bytes are those of the table above. The targets ' +
      'are checked on the unthrottled runs.',
    report.throttled.table,
    '## Versions',
    versionsTable(report.summaries),
    ...(latchKit && baseline
      ? [
          "## What LatchKit's initial JS adds, by package",
          "From the bundler (rolldown) module list of the initial chunks: each package's tree-shaken code before " +
            'minifying, raw and gzip -9 (so larger than what is served, which is the total in the tables above).',
          breakdownTable(latchKit, baseline),
          ...(report.latchKitFromSources
            ? [
                "### LatchKit's own code in the initial JS, by source file",
                "From a second build of the same page with `@latchkit/*` resolved to the packages' sources " +
                  "(bench/src/build/workspaceSources.ts; not measured, only broken down): each file's tree-shaken " +
                  'code before minifying, and its gzip -9 alone (files compress better together).',
                sourceFilesTable(report.latchKitFromSources),
              ]
            : []),
          "### LatchKit's chunks loaded on demand",
          lazyChunksTable(latchKit),
        ]
      : []),
    '## WalletConnect QR and wallet search',
    flowsSection(report.summaries, report.throttled.summaries),
    '## Server rendering and hydration',
    ssrSection(report.summaries),
    '## Checks',
    checksSection(report.summaries),
    '## How it is measured',
    howMeasured,
    '## Not measured yet, and stand-ins',
    notYet,
  ]
  return `${sections.join('\n\n')}\n`
}

function versionsTable(summaries: readonly VariantSummary[]): string {
  const kits = summaries.filter((summary) => summary.variant.name in kitPackages)
  return markdownTable(
    ['variant', 'kit', ...packagesShown],
    kits.map(({ variant }) => [
      variant.label,
      (kitPackages[variant.name] ?? [])
        .map((name) => `${name} ${installedVersion(variant.projectDir, name)}`)
        .join(', '),
      ...packagesShown.map((name) => installedVersion(variant.projectDir, name)),
    ]),
  )
}

function flowsSection(summaries: readonly VariantSummary[], throttled: readonly VariantSummary[]): string {
  const rows = summaries
    .filter((summary) => summary.variant.flow)
    .map((summary) => {
      const slow = throttled.find((candidate) => candidate.variant.name === summary.variant.name)
      return [
        summary.variant.label,
        `${summary.okRuns}/${summary.runs}`,
        summary.variant.flow === 'search'
          ? 'input of the wallet name to its tile painted (300 ms debounce included)'
          : 'pointerdown on WalletConnect to the QR code painted',
        formatSpread(summary.flowMs, ms),
        slow ? `${formatSpread(slow.flowMs, ms)} (${slow.okRuns}/${slow.runs} ok)` : '–',
        [...summary.failures, ...(slow?.failures ?? [])].join('; ') || 'none',
      ]
    })
  return [
    "Against the rig's services on 127.0.0.1 (packages/testing): its WalletConnect relay and its registry of 700 " +
      'wallets, passed to the LatchKit pages in their URL (bench/src/measure/rigServices.ts; the peers get none). ' +
      'Both flows start once the modal lists wallets; the QR time includes loading the WalletConnect client and ' +
      'pairing over the relay, the search time the registry search over HTTP.',
    markdownTable(
      [
        'variant',
        'runs ok',
        'from → to',
        'ms, median [min–max]',
        `CPU ${throttledCpuRate}× slower, ms`,
        'failures',
      ],
      rows,
    ),
  ].join('\n\n')
}

function ssrSection(summaries: readonly VariantSummary[]): string {
  const ssr = summaries.filter((summary) => summary.variant.serverEntry)
  const rows = ssr.map((summary) => [
    summary.variant.label,
    summary.clsMax.toFixed(4),
    summary.shiftedNodes.join(', ') || 'none',
    summary.errors.length === 0 ? 'none' : summary.errors.join('<br>'),
  ])
  const latchKitShifts = (ssr.find((summary) => summary.variant.name === 'latchkit-ssr')?.clsMax ?? 0) > 0
  return [
    "The page is rendered with react-dom/server's renderToString in Node from a Vite SSR build (which " +
      "imports the kit's packages on the server, and for LatchKit creates the kit there), then hydrated " +
      'with hydrateRoot. Layout shifts are summed by a PerformanceObserver (layout-shift, no recent input).',
    markdownTable(
      ['variant', 'CLS (max over runs)', 'elements moved', 'errors (console, uncaught, hydration)'],
      rows,
    ),
    ...(latchKitShifts
      ? [
          'Where LatchKit shifts: the server HTML holds an empty `<latch-button></latch-button>` with no size until the ' +
            "ui package's element definition runs in the browser; then the button takes its height, the header grows " +
            'and the content below moves (the elements listed). A server-rendered button (a declarative shadow root ' +
            'from `@latchkit/react`, or a `latch-button:not(:defined)` size rule) would avoid it.',
        ]
      : []),
  ].join('\n\n')
}

function checksSection(summaries: readonly VariantSummary[]): string {
  const rows = summaries.map((summary) => [
    summary.variant.label,
    summary.wagmiCoreCopies.length === 1 ? 'one' : `**${summary.wagmiCoreCopies.length}**`,
    summary.blockedHosts.join(', ') || 'none',
    summary.failures.join('; ') || 'none',
    summary.errors.length === 0 ? 'none' : summary.errors.map((error) => error.slice(0, 160)).join('<br>'),
  ])
  return markdownTable(
    ['variant', 'copies of @wagmi/core', 'outside hosts refused', 'failed runs', 'page errors (any run)'],
    rows,
  )
}

const howMeasured = [
  '- Builds: one shared Vite config (bench/src/build/benchViteConfig.ts), production mode, @vitejs/plugin-react. ' +
    'Peers are their own npm projects under bench/peers/, installed by the bench with `npm ci`; each also builds the baseline from its install.',
  '- Serving: each build from a static server on 127.0.0.1 (no compression; sizes are computed from the files). ' +
    'Every request to another host is aborted and logged, WebSockets too, and the host resolver maps everything else to nothing.',
  '- Bytes: the JS files the browser requested, from the build; min is the file as built, gz is gzip -9, br is brotli 11. ' +
    '"Before the 1st click" is everything requested until the button is painted and the network has been quiet for 500 ms; ' +
    '"at wallet list" adds what was requested by the time the wallet list was painted (including what a kit prefetches on hover).',
  '- Button visible: navigation start to the first frame painting the text "Connect Wallet" visibly. Modal open: ' +
    "pointerdown on the button (after a 150 ms hover, like a visitor) to the first frame painting the EIP-6963 test wallet's " +
    'name. Both use a MutationObserver that observes every shadow root as it is attached, and a requestAnimationFrame check ' +
    "followed by a message posted after that frame's paint. Button visible splits in two: navigation start to the " +
    'end of the last JS file that arrived before the button was painted (Resource Timing), then running that JS, ' +
    'rendering and painting; for LatchKit, `kit start-up` is the `createLatchKit` call within the second part.',
  `- CPU ${throttledCpuRate}× slower: every variant is also loaded with CDP \`Emulation.setCPUThrottlingRate\` ` +
    `{ rate: ${throttledCpuRate} } set on the page before it navigates (Chromium pauses the page's renderer so that its work takes ` +
    `${throttledCpuRate} times as long, as on a mid-range phone), in the same rounds and shuffled order as the unthrottled runs.`,
  '- Heap: CDP Performance.getMetrics JSHeapUsedSize after HeapProfiler.collectGarbage, 300 ms after the wallet list ' +
    'painted (the baseline: at the same point after load).',
  '- Every run uses a fresh browser context (cold HTTP cache) with an EIP-6963 test wallet ("Bench Wallet") added by an init script, ' +
    `and starts ${pauseBetweenRunsMs} ms after the previous run's context closed, so that page's teardown does not overlap the next load.`,
  '- Figures from other runs (other versions, Vite 7 and Rollup) are not comparable one to one: compare the ratios ' +
    'within one run, which is why every variant is measured interleaved in the same process.',
].join('\n')

const notYet = [
  '- The LatchKit variants are what the React quick start says: `createLatchKit` of `@latchkit/react` with an ' +
    "`EvmAdapter` over the site's wagmi config (bench/src/apps/latchkit/startLatchKit.ts) and `<LatchButton />` in the " +
    "header. The page is given a project id and, in its URL, the rig's registry and relay (see WalletConnect QR " +
    'and wallet search), so the kit asks no outside host.',
  "- The workspace nests a second @wagmi/core (adapter-evm's own, for its tests); a site's flat install has one, so " +
    "the shared Vite config dedupes wagmi, @wagmi/core, viem, React and react-query to the variant's install.",
].join('\n')
