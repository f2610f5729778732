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
import { comparisonTable, targetsTable, variantsTable } from '../report/tables.js'
import { checkTargets } from '../report/targets.js'
import { parseBenchOptions } from './benchOptions.js'
import { shuffled } from './shuffled.js'

// npm run bench [-- --runs=15 --no-write --no-peers]: builds every variant, measures them interleaved in
// one Chromium, prints the comparison and writes bench/results.md.
const options = parseBenchOptions(process.argv.slice(2))
const peers = options.peers ? peerNames : []
const variants: Variant[] = [...workspaceVariants, ...ssrVariants, ...peers.flatMap(peerVariants)]

for (const peer of peers) await installPeer(peer)
const builds = new Map<string, VariantBuild>()
for (const variant of variants) {
  const build = await buildVariant(variant)
  builds.set(variant.name, build)
  console.log(`built ${variant.name} in ${(build.buildMs / 1000).toFixed(1)} s`)
}
// Not measured, only broken down: the LatchKit page built from the packages' sources.
const latchKitVariant = variants.find((variant) => variant.name === 'latchkit')
const latchKitFromSources =
  latchKitVariant && (await buildVariant(latchKitVariant, undefined, { fromSources: true }))

const servers = new Map<string, StaticServer>()
let browser: Browser | undefined
let rig: RigServices | undefined
const results = new Map<string, RunResult[]>(variants.map((variant) => [variant.name, []]))
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
    for (const variant of shuffled(variants, round)) {
      const build = builds.get(variant.name) as VariantBuild
      const result = await measureOnce({
        browser,
        variant: variant.name,
        url: pageUrl(servers.get(variant.name)?.url ?? '', variant.peer ? undefined : rig),
        hasModal: variant.name !== variant.baseline,
        hoverMs: variant.hoverMs ?? 150,
        reducedMotion: variant.reducedMotion ?? false,
        jsPaths: new Set(build.jsFiles.keys()),
        flow: variant.flow,
        searchedWallet: rig?.searchedWallet,
      })
      if (result.failure) console.log(`  ${variant.name} run ${round}: ${result.failure}`)
      if (round > 0) results.get(variant.name)?.push(result)
      await new Promise((resolve) => setTimeout(resolve, pauseBetweenRunsMs))
    }
    console.log(round === 0 ? 'warm-up round done' : `round ${round}/${options.runs} done`)
  }
} finally {
  const chromiumVersion = browser?.version() ?? '?'
  await browser?.close()
  for (const server of servers.values()) await server.close()
  await rig?.stop()
  report(chromiumVersion)
}

function report(chromiumVersion: string) {
  const summaries = variants.map((variant) =>
    summarize(builds.get(variant.name) as VariantBuild, results.get(variant.name) ?? []),
  )
  const byName = new Map(summaries.map((summary) => [summary.variant.name, summary]))
  const costOf = (name: string) => {
    const kit = byName.get(name) as VariantSummary
    return costOverBaseline(kit, byName.get(kit.variant.baseline) as VariantSummary)
  }
  const latchKit = costOf('latchkit')
  const searchMs = byName.get('latchkit-search')?.flowMs?.median
  const checks = checkTargets(latchKit, searchMs === undefined ? undefined : searchMs - searchDebounceMs)
  const comparison = comparisonTable(latchKit, peers.map(costOf))
  const targets = targetsTable(checks)
  const table = variantsTable(summaries)
  console.log(`\n${comparison}\n\n${targets}\n\n${table}\n`)

  const duplicates = summaries.filter((summary) => summary.wagmiCoreCopies.length !== 1)
  for (const summary of duplicates)
    console.error(`${summary.variant.name} bundles ${summary.wagmiCoreCopies.length} copies of @wagmi/core`)
  if (duplicates.length > 0) process.exitCode = 1

  if (!options.write) return
  const markdown = resultsMarkdown({
    date: new Date().toISOString().slice(0, 10),
    machine: describeMachine(),
    chromium: chromiumVersion,
    vite: installedVersion(benchDir, 'vite'),
    runs: options.runs,
    comparison,
    targets,
    targetsMissed: explainMissedTargets(checks, summaries),
    variants: table,
    summaries,
    builds,
    latchKitFromSources,
  })
  writeFileSync(join(benchDir, 'results.md'), markdown)
  console.log('wrote bench/results.md')
}
