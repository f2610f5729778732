import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildVariant, type VariantBuild } from '../build/buildVariant.js'
import { workspaceVariants } from '../build/variants.js'
import { type Sizes, sumSizes } from '../measure/sizes.js'
import { breakdownTable, sourceFilesTable } from '../report/breakdown.js'
import { entryHtmlScripts } from './entryHtmlScripts.js'
import { featureBudgets, featureBudgetVariant, featureOpeningSizes } from './featureChunks.js'
import { jsBeforeFirstClick, requestsBeforeFirstClick } from './jsBeforeFirstClick.js'

// Byte budgets on real consumer builds (Vite, production) of the bench's minimal app.
// The target (issue 9): LatchKit adds at most 25 KiB of gzip JS to what the page loads before the
// first click (24.2 KiB on 2026-11-23; see bench/results.md). The feature seam (issue 15) grew it
// to 27.5 KiB; deferring the EVM connect action and the sign-in errors, then mounting a kit's
// `<latch-modal>` with the modal's code, brought the entry to 24.8 KiB on 2026-11-26, but the
// restore's own chunk, fetched as the page started, was outside that sum (25.3 KiB in all). With
// the restore in the entry, the packages' lazy chunks named without a second hash and the EVM
// adapter's action errors in a module its entry only re-exports (so they travel with the lazy
// actions that throw them): 24.0 KiB (24,536 bytes) on 2026-11-26, all of it counted. A change that
// grows it past the budget fails CI, and the failure says what the initial JS adds, package by
// package.
const budgetBytes = 25 * 1024
const into = mkdtempSync(join(tmpdir(), 'latchkit-bench-budget-'))
let baseline: VariantBuild
let latchKit: VariantBuild
/** The builds of the other variants a test needs, each built once, by name. */
const builds = new Map<string, Promise<VariantBuild>>()

function buildOf(name: string): Promise<VariantBuild> {
  const variant = workspaceVariants.find((candidate) => candidate.name === name)
  if (!variant) throw new Error(`The bench lost its ${name} variant`)
  const build = builds.get(name) ?? buildVariant(variant, into)
  builds.set(name, build)
  return build
}

beforeAll(async () => {
  const [baselineVariant, latchKitVariant] = workspaceVariants
  if (!baselineVariant || !latchKitVariant) throw new Error('The bench lost its baseline or LatchKit variant')
  baseline = await buildVariant(baselineVariant, into)
  latchKit = await buildVariant(latchKitVariant, into)
  builds.set(latchKitVariant.name, Promise.resolve(latchKit))
})
afterAll(() => rmSync(into, { recursive: true, force: true }))

const initialSizes = (build: VariantBuild): Sizes =>
  sumSizes(
    entryHtmlScripts(build.outDir).map((path) => build.jsFiles.get(path) ?? { raw: 0, gzip: 0, brotli: 0 }),
  )

test('the entry HTML loads exactly the entry chunk and its static imports', () => {
  for (const build of [baseline, latchKit])
    expect(entryHtmlScripts(build.outDir)).toEqual([...build.initialJs].sort())
})

// The budget sums the entry HTML's scripts: that is all a visitor downloads before the first click
// only while nothing is imported as the page starts. Chromium says what it fetched.
test('before the first click, Chromium fetches exactly the scripts the entry HTML names', async () => {
  for (const build of [baseline, latchKit])
    expect(await jsBeforeFirstClick(build.outDir), build.variant.name).toEqual(entryHtmlScripts(build.outDir))
})

test('LatchKit adds at most 25 KiB of gzip JS before the first click', async () => {
  const over = initialSizes(latchKit).gzip - initialSizes(baseline).gzip
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    `LatchKit adds ${kib(over)} KiB gzip of initial JS, ${over} bytes (budget ${kib(budgetBytes)} KiB, ${budgetBytes} bytes)`,
  )
  if (over <= budgetBytes) return
  // Over budget: say what it adds, by package and by LatchKit source file (one more build).
  const fromSources = await buildVariant(latchKit.variant, into, { fromSources: true })
  expect.fail(
    `LatchKit adds ${kib(over)} KiB gzip before the first click, over the ${kib(budgetBytes)} KiB budget.\n` +
      `By package (before minifying):\n${breakdownTable(latchKit, baseline)}\n\n` +
      `LatchKit's own code, by source file:\n${sourceFilesTable(fromSources)}`,
  )
})

// One line per feature module: what its first opening downloads once the modal is open, on the
// page that installs it (the LatchKit one unless the feature names another variant).
test.each(featureBudgets)(
  '$feature downloads at most $budgetKiB KiB gzip when it first opens',
  async (feature) => {
    const { sizes, files, missing } = featureOpeningSizes(
      await buildOf(featureBudgetVariant(feature)),
      feature,
    )
    expect(missing, `chunks of ${feature.feature} missing from the build`).toEqual([])
    const kib = (sizes.gzip / 1024).toFixed(1)
    console.log(
      `${feature.feature} adds ${kib} KiB gzip when it first opens (budget ${feature.budgetKiB} KiB)`,
    )
    expect(sizes.gzip, `${feature.feature}: ${files.join(', ')}`).toBeLessThanOrEqual(
      feature.budgetKiB * 1024,
    )
  },
)

test('the modal and its React views are not part of the initial JS', () => {
  const initial = new Set(latchKit.initialJs)
  const lazy = [...latchKit.jsFiles.keys()].filter((path) => !initial.has(path))
  expect(lazy.some((path) => path.includes('renderShell'))).toBe(true)
  expect([...initial].some((path) => path.includes('renderShell'))).toBe(false)
})

test("the EVM adapter's signing, sends, account readers and WalletConnect connector load on first use, not before the first click", () => {
  const initial = new Set(latchKit.initialJs)
  const lazyParts = ['accountReaders', 'signing', 'transactions', 'switchNetwork', 'evmWalletConnect']
  for (const part of lazyParts) {
    expect(
      [...latchKit.jsFiles.keys()].some((path) => path.includes(part) && !initial.has(path)),
      part,
    ).toBe(true)
    expect(
      [...initial].some((path) => path.includes(part)),
      part,
    ).toBe(false)
  }
})

test('each build bundles one copy of @wagmi/core', () => {
  for (const build of [baseline, latchKit]) expect(build.report.packageRoots['@wagmi/core']).toHaveLength(1)
})

// A chain namespace's adapter, before the first click: what the Bitcoin adapter adds to the
// LatchKit page (its wallets found, its networks, its connectors listed; connecting, balances,
// signing, sending and WalletConnect load later). Issue 16's budget: 5 KiB. 2.9 KiB (2,955 bytes)
// on 2026-11-26, down from 12.1 once connecting, the wallet drivers and the Esplora client became
// lazy parts, and from 5.3 once the package shipped one module per source file: bundled into
// shared chunks, its lazy parts made Vite 8's bundler split modules the page already had into
// nine extra files (see packages/adapter-bitcoin/tsup.config.ts).
const bitcoinAdapterBudgetBytes = 5 * 1024

test('the Bitcoin adapter adds at most 5 KiB gzip before the first click', async () => {
  const variant = workspaceVariants.find((candidate) => candidate.name === 'latchkit-bitcoin')
  if (!variant) throw new Error('The bench lost its Bitcoin variant')
  const withBitcoin = await buildVariant(variant, into)
  expect(await jsBeforeFirstClick(withBitcoin.outDir)).toEqual(entryHtmlScripts(withBitcoin.outDir))
  const added = initialSizes(withBitcoin).gzip - initialSizes(latchKit).gzip
  console.log(
    `The Bitcoin adapter adds ${(added / 1024).toFixed(1)} KiB gzip before the first click, ${added} bytes`,
  )
  expect(added).toBeLessThanOrEqual(bitcoinAdapterBudgetBytes)
})

// The Polkadot adapter, before the first click (issue 17's budget: 5 KiB): its extensions found in
// `window.injectedWeb3`, its networks and connectors; connecting, the extension driver, balances,
// signing, transfers, @polkadot/api and WalletConnect load later. 3.4 KiB (3,525 bytes) on
// 2026-11-26, the package shipping one module per source file as adapter-bitcoin does.
const polkadotAdapterBudgetBytes = 5 * 1024

test('the Polkadot adapter adds at most 5 KiB gzip before the first click', async () => {
  const variant = workspaceVariants.find((candidate) => candidate.name === 'latchkit-polkadot')
  if (!variant) throw new Error('The bench lost its Polkadot variant')
  const withPolkadot = await buildVariant(variant, into)
  expect(await jsBeforeFirstClick(withPolkadot.outDir)).toEqual(entryHtmlScripts(withPolkadot.outDir))
  const added = initialSizes(withPolkadot).gzip - initialSizes(latchKit).gzip
  console.log(
    `The Polkadot adapter adds ${(added / 1024).toFixed(1)} KiB gzip before the first click, ${added} bytes`,
  )
  expect(added).toBeLessThanOrEqual(polkadotAdapterBudgetBytes)
})

// The embedded wallet (email login), before the first click: what `createEmbeddedWallet` and its
// feature add to the LatchKit page when the EVM adapter builds its wagmi config with it (the
// connector, the lazy EIP-1193 provider and Solana wallet, the email feature). The frame's client,
// the providers' runtime, the email controller and the views load when the visitor starts an
// email login; the page asks no other origin than its own for anything before. 1.2 KiB (1,253
// bytes) on 2026-11-26, about half of it the lazy Solana wallet and its icon, which this EVM-only
// page never uses. 2,039 bytes in session 24; 2,607 in session 25, of which 530 are Rolldown's
// runtime: the smart account's lazy chunk shares viem's utilities with the entry, so the bundler
// now gives its runtime a chunk of its own on this page, as it already did on the LatchKit page
// it is compared with (it was inlined in this page's entry before). The code itself grew by the
// account-type hooks, about 40 bytes; 2,724 with the smart-account and session errors exported.
const embeddedWalletBudgetBytes = 2.75 * 1024

test('the embedded wallet adds at most 2.75 KiB gzip before the first click, and asks no other origin for anything', async () => {
  const withEmail = await buildOf('latchkit-email')
  const requests = await requestsBeforeFirstClick(withEmail.outDir)
  expect(requests.scripts).toEqual(entryHtmlScripts(withEmail.outDir))
  expect(requests.otherOrigins).toEqual([])
  const added = initialSizes(withEmail).gzip - initialSizes(latchKit).gzip
  console.log(
    `The embedded wallet adds ${(added / 1024).toFixed(1)} KiB gzip before the first click, ${added} bytes`,
  )
  expect(added).toBeLessThanOrEqual(embeddedWalletBudgetBytes)
})
