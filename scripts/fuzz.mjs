// `npm run fuzz`: every property test of the packages (a test named "... (property)") at 10,000
// cases each (FUZZ_RUNS), all with one seed (FUZZ_SEED, random unless given), and the figures
// (cases, seed, time, outcome per property) written into docs/reliability.md between its fuzz
// markers. `npm test` runs the same properties at 1,000 cases (vitest.fuzz-setup.ts). Then the
// soak (packages/ui/e2e/soak), whose figures go between the soak markers.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const runs = Number(process.env.FUZZ_RUNS ?? 10_000)
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const report = 'docs/reliability.md'
const markers = ['<!-- fuzz:start -->', '<!-- fuzz:end -->']

/** The test files under `dir` that hold a property (fc.assert). */
function propertyFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes('fc.assert'))
}

const scratch = mkdtempSync(join(tmpdir(), 'latchkit-fuzz-'))
const rows = []
let failed = false
for (const name of readdirSync('packages')) {
  const dir = join('packages', name)
  const files = propertyFiles(join(dir, 'src')).map((file) => relative(dir, file))
  if (files.length === 0) continue
  const output = join(scratch, `${name}.json`)
  console.log(`${name}: ${files.length} files, ${runs} cases each, seed ${seed}`)
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...files,
      '-t',
      '\\(property\\)',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed) } },
  )
  if (run.status !== 0) failed = true
  const results = JSON.parse(readFileSync(output, 'utf8'))
  for (const file of results.testResults)
    for (const test of file.assertionResults)
      if (test.status !== 'skipped' && test.status !== 'pending')
        rows.push({
          where: `${name}/${relative(join(process.cwd(), dir), file.name)}`,
          name: test.fullName,
          seconds: (test.duration ?? 0) / 1000,
          status: test.status,
        })
}
rmSync(scratch, { recursive: true, force: true })

const total = rows.reduce((sum, row) => sum + row.seconds, 0)
const table = [
  markers[0],
  `${rows.length} properties, ${runs.toLocaleString('en')} cases each, seed ${seed}, ${new Date().toISOString().slice(0, 10)}: ${rows.filter((row) => row.status === 'passed').length} passed, ${total.toFixed(0)} s in all. Replay: \`FUZZ_RUNS=${runs} FUZZ_SEED=${seed} npm run fuzz\`.`,
  '',
  '| property | file | time (s) | outcome |',
  '| --- | --- | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.name.replaceAll('|', '\\|')} | ${row.where} | ${row.seconds.toFixed(1)} | ${row.status} |`,
  ),
  markers[1],
].join('\n')
writeBetween(markers, table)
console.log(`\n${rows.length} properties, ${total.toFixed(0)} s; figures written to ${report}`)

// The soak (issue 24): 1,000 modal cycles in one page of the ui fixture, in Chromium, against the
// built packages. SOAK=0 skips it.
if (process.env.SOAK !== '0') {
  const soakReport = join(tmpdir(), `latchkit-soak-${process.pid}.json`)
  const build = spawnSync('npx', ['nx', 'run', '@latchkit/ui:build'], { stdio: 'inherit' })
  const soak =
    build.status === 0
      ? spawnSync('npm', ['run', 'soak', '-w', '@latchkit/ui'], {
          stdio: 'inherit',
          env: { ...process.env, SOAK_REPORT: soakReport },
        })
      : build
  let text = `The soak did not finish (exit ${soak.status}); see the run's output.`
  try {
    const figures = JSON.parse(readFileSync(soakReport, 'utf8'))
    const mib = (bytes) => (bytes / 2 ** 20).toFixed(2)
    text = [
      `${figures.cycles.toLocaleString('en')} cycles (open, connect, switch there and back, disconnect, close) in ${figures.seconds} s, ${new Date().toISOString().slice(0, 10)}; ${soak.status === 0 ? 'passed' : 'FAILED'}.`,
      '',
      `| after | JS data (MiB, after GC) | V8 heap used (MiB) | DOM nodes | event listeners |`,
      '| --- | ---: | ---: | ---: | ---: |',
      `| ${figures.warmUpCycles} cycles (the level) | ${mib(figures.level.heapBytes)} | ${mib(figures.level.usedHeapBytes)} | ${figures.level.nodes} | ${figures.level.listeners} |`,
      `| ${figures.cycles.toLocaleString('en')} cycles | ${mib(figures.end.heapBytes)} (${(figures.heapGrowth * 100).toFixed(2)}%) | ${mib(figures.end.usedHeapBytes)} | ${figures.end.nodes} | ${figures.end.listeners} |`,
    ].join('\n')
    rmSync(soakReport, { force: true })
  } catch {
    // No figures: the text says so.
  }
  writeBetween(
    ['<!-- soak:start -->', '<!-- soak:end -->'],
    ['<!-- soak:start -->', text, '<!-- soak:end -->'].join('\n'),
  )
  if (soak.status !== 0) failed = true
  console.log(`soak: ${text.split('\n')[0]}`)
}
if (failed) process.exit(1)

/** Replaces what is between `markers` (markers included) in the report with `text`. */
function writeBetween(markers, text) {
  const document = readFileSync(report, 'utf8')
  const [before, rest] = document.split(markers[0])
  const after = rest?.split(markers[1])[1]
  if (before === undefined || after === undefined) throw new Error(`${report} has no ${markers[0]} marker`)
  writeFileSync(report, `${before}${text}${after}`)
}
