import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '@latchkit/testing/chromium'
import { type Browser, chromium } from '@playwright/test'
import { buildVariant, type VariantBuild } from '../build/buildVariant.js'
import { installPeer } from '../build/installPeers.js'
import {
  benchDir,
  peerNames,
  peerVariants,
  ssrVariants,
  type Variant,
  workspaceVariants,
} from '../build/variants.js'
import { cpuRates, throttledCpuRate } from '../measure/cpuThrottle.js'
import { searchDebounceMs } from '../measure/kitFlows.js'
import { measureOnce, type RunResult } from '../measure/measureOnce.js'
import { pageUrl, type RigServices, startRigServices } from '../measure/rigServices.js'
import { pauseBetweenRunsMs } from '../measure/runPacing.js'
import { type StaticServer, serveStatic } from '../measure/staticServer.js'
import { costOverBaseline } from '../report/costs.js'
import { describeMachine, installedVersion } from '../report/environment.js'
import { explainMissedTargets } from '../report/missedTargets.js'
import { resultsMarkdown } from '../report/resultsMarkdown.js'
import { summarize, type VariantSummary } from '../report/summarize.js'
import { comparisonTable, targetsTable, throttledTable, variantsTable } from '../report/tables.js'
import { checkTargets } from '../report/targets.js'
import { parseBenchOptions } from './benchOptions.js'
import { selectVariants } from './selectVariants.js'
import { shuffled } from './shuffled.js'

// npm run bench [-- --runs=15 --no-write --no-peers --no-throttle --only=a,b]: builds every variant,
// measures them interleaved in one Chromium, as is and with the CPU throttled, prints the comparison
// and writes bench/results.md.
const startedAt = performance.now()
const options = parseBenchOptions(process.argv.slice(2))
const variants: Variant[] = selectVariants(
  [...workspaceVariants, ...ssrVariants, ...(options.peers ? peerNames : []).flatMap(peerVariants)],
  options.only,
)
const peers = peerNames.filter((peer) => variants.some((variant) => variant.peer === peer))
const rates = cpuRates(options.throttle)
// Each variant at each CPU rate: one page load per round, all shuffled together.
const runsOf = (name: string, cpuRate: number) => `${name}@${cpuRate}`
const plan = variants.flatMap((variant) => rates.map((cpuRate) => ({ variant, cpuRate })))

for (const peer of peers) await installPeer(peer)
const builds = new Map<string, VariantBuild>()
for (const variant of variants) {
  const build = await buildVariant(variant)
  builds.set(variant.name, build)
  console.log(`built ${variant.name} in ${(build.buildMs / 1000).toFixed(1)} s`)
}
// Not measured, only broken down in results.md: the LatchKit page built from the packages' sources.
const latchKitVariant = variants.find((variant) => variant.name === 'latchkit')
const latchKitFromSources =
  options.write && latchKitVariant
    ? await buildVariant(latchKitVariant, undefined, { fromSources: true })
    : undefined

const servers = new Map<string, StaticServer>()
let browser: Browser | undefined
let rig: RigServices | undefined
const results = new Map<string, RunResult[]>(
  plan.map(({ variant, cpuRate }) => [runsOf(variant.name, cpuRate), []]),
)
try {
  for (const [name, build] of builds) servers.set(name, await serveStatic(build.outDir))
  // The LatchKit pages use the rig's registry and relay (passed in the URL); the peers get none.
  rig = await startRigServices()
  browser = await chromium.launch({
    ...chromiumLaunchOptions,
    // Belt and braces beside the request interception: no name but 127.0.0.1 resolves.
    args: [...(chromiumLaunchOptions.args ?? []), '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
  // Round 0 warms the disk cache and the browser; it is not counted.
  for (let round = 0; round <= options.runs; round++) {
    for (const { variant, cpuRate } of shuffled(plan, round)) {
      const build = builds.get(variant.name) as VariantBuild
      const result = await measureOnce({
        browser,
        variant: variant.name,
        url: pageUrl(servers.get(variant.name)?.url ?? '', variant.peer ? undefined : rig),
        hasModal: variant.name !== variant.baseline,
        hoverMs: variant.hoverMs ?? 150,
        reducedMotion: variant.reducedMotion ?? false,
        cpuRate,
        jsPaths: new Set(build.jsFiles.keys()),
        flow: variant.flow,
        searchedWallet: rig?.searchedWallet,
      })
      if (result.failure) console.log(`  ${variant.name} (CPU ${cpuRate}×) run ${round}: ${result.failure}`)
      if (round > 0) results.get(runsOf(variant.name, cpuRate))?.push(result)
      await new Promise((resolve) => setTimeout(resolve, pauseBetweenRunsMs))
    }
    const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1)
    console.log(
      `${round === 0 ? 'warm-up round' : `round ${round}/${options.runs}`} done (${minutes} min so far)`,
    )
  }
} finally {
  const chromiumVersion = browser?.version() ?? '?'
  await browser?.close()
  for (const server of servers.values()) await server.close()
  await rig?.stop()
  report(chromiumVersion)
}

function report(chromiumVersion: string) {
  const summariesAt = (cpuRate: number) =>
    variants.map((variant) =>
      summarize(builds.get(variant.name) as VariantBuild, results.get(runsOf(variant.name, cpuRate)) ?? []),
    )
  const summaries = summariesAt(1)
  const throttledSummaries = options.throttle ? summariesAt(throttledCpuRate) : []
  const byName = new Map(summaries.map((summary) => [summary.variant.name, summary]))
  const throttledByName = new Map(throttledSummaries.map((summary) => [summary.variant.name, summary]))
  const costOf = (name: string) => {
    const kit = byName.get(name) as VariantSummary
    const slowKit = throttledByName.get(name)
    const slowBaseline = throttledByName.get(kit.variant.baseline)
    return costOverBaseline(
      kit,
      byName.get(kit.variant.baseline) as VariantSummary,
      slowKit && slowBaseline && { kit: slowKit, baseline: slowBaseline },
    )
  }
  const table = variantsTable(summaries)
  const slowTable = throttledTable(throttledSummaries)
  const minutes = (performance.now() - startedAt) / 60_000
  const printTables = () => {
    console.log(`${table}\n`)
    if (options.throttle) console.log(`CPU ${throttledCpuRate}× slower:\n${slowTable}\n`)
    console.log(`npm run bench took ${minutes.toFixed(1)} min`)
  }

  const duplicates = summaries.filter((summary) => summary.wagmiCoreCopies.length !== 1)
  for (const summary of duplicates)
    console.error(`${summary.variant.name} bundles ${summary.wagmiCoreCopies.length} copies of @wagmi/core`)
  if (duplicates.length > 0) process.exitCode = 1

  // --only may leave out LatchKit's page or the baseline: then there is nothing to compare.
  if (!byName.has('latchkit') || !byName.has('baseline')) {
    printTables()
    return
  }
  const latchKit = costOf('latchkit')
  const searchMs = byName.get('latchkit-search')?.flowMs?.median
  const pressedOnArrivalMs = byName.get('latchkit-tap')?.modalOpenMs?.median
  const checks = checkTargets(
    latchKit,
    searchMs === undefined ? undefined : searchMs - searchDebounceMs,
    pressedOnArrivalMs,
  )
  const comparison = comparisonTable(latchKit, peers.map(costOf))
  const targets = targetsTable(checks)
  console.log(`\n${comparison}\n\n${targets}\n`)
  printTables()

  if (!options.write) return
  const markdown = resultsMarkdown({
    date: new Date().toISOString().slice(0, 10),
    machine: describeMachine(),
    chromium: chromiumVersion,
    vite: installedVersion(benchDir, 'vite'),
    runs: options.runs,
    minutes,
    comparison,
    targets,
    targetsMissed: explainMissedTargets(checks, summaries),
    variants: table,
    summaries,
    throttled: { table: slowTable, summaries: throttledSummaries },
    builds,
    latchKitFromSources,
  })
  writeFileSync(join(benchDir, 'results.md'), markdown)
  console.log('wrote bench/results.md')
}
