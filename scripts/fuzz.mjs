// `npm run fuzz`: every property test of the packages (a test named "... (property)") at 10,000
// cases each (FUZZ_RUNS), all with one seed (FUZZ_SEED, random unless given), and the figures
// (cases, seed, time, outcome per property) written into docs/reliability.md between its fuzz
// markers. `npm test` runs the same properties at 1,000 cases (vitest.fuzz-setup.ts).
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
const document = readFileSync(report, 'utf8')
const [before, rest] = document.split(markers[0])
const after = rest?.split(markers[1])[1]
if (before === undefined || after === undefined) throw new Error(`${report} has no fuzz markers`)
writeFileSync(report, `${before}${table}${after}`)
console.log(`\n${rows.length} properties, ${total.toFixed(0)} s; figures written to ${report}`)
if (failed) process.exit(1)
