// Checks every published package as npm would ship it: publint --strict and are-the-types-wrong
// (ESM-only profile) on the packed tarball, and the tarball holding only dist/, README.md, LICENSE
// and package.json, whose README links to its pages of the docs (readmeDocsLinks.mjs). One `npm pack` packs every package, and both checkers run in this process
// through their APIs: their command-line tools each spent about 20 s of one core starting up per
// package (attw loads its own TypeScript), most of this stage's time on the two-core CI machine.
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { problemKindInfo } from '@arethetypeswrong/core/problems'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { readmeDocsProblems } from './readmeDocsLinks.mjs'

// ESM-only on purpose: node10 and CommonJS-require resolutions are out of scope.
const ignoredResolutions = new Set(['node10', 'node16-cjs'])

const allowed = (file) =>
  file === 'package.json' || file === 'README.md' || file === 'LICENSE' || file.startsWith('dist/')

const directories = readdirSync('packages')
  .map((folder) => join('packages', folder))
  .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)

const packDirectory = mkdtempSync(join(tmpdir(), 'latchkit-pack-'))
const { stdout } = await promisify(execFile)(
  'npm',
  [
    'pack',
    '--json',
    '--ignore-scripts',
    '--pack-destination',
    packDirectory,
    ...directories.flatMap((dir) => ['--workspace', dir]),
  ],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
const packed = JSON.parse(stdout)

function packingProblems(files) {
  const problems = []
  const stray = files.filter((file) => !allowed(file))
  if (stray.length) problems.push(`packs files outside dist/: ${stray.join(', ')}`)
  if (!files.includes('LICENSE') || !files.includes('README.md'))
    problems.push('packs no LICENSE or README.md')
  if (!files.some((file) => file.startsWith('dist/'))) problems.push('packs no dist/ (build first)')
  return problems
}

async function publintProblems(tarball) {
  const { messages, pkg } = await publint({ strict: true, pack: { tarball: tarball.buffer } })
  return messages
    .filter((message) => message.type !== 'suggestion')
    .map((message) => `publint: ${formatMessage(message, pkg, { color: false })}`)
}

async function typesProblems(tarball) {
  const analysis = await checkPackage(createPackageFromTarballData(tarball))
  if (!analysis.types) return ['attw: the package ships no types']
  return analysis.problems
    .filter((problem) => !('resolutionKind' in problem && ignoredResolutions.has(problem.resolutionKind)))
    .map((problem) => {
      const where = 'entrypoint' in problem ? ` (${problem.entrypoint}, ${problem.resolutionKind})` : ''
      return `attw: ${problemKindInfo[problem.kind].description}${where}`
    })
}

const failures = []
for (const dir of directories) {
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const entry = packed.find((candidate) => candidate.name === name)
  const tarball = new Uint8Array(readFileSync(join(packDirectory, entry.filename)))
  const files = entry.files.map((file) => file.path)
  const problems = [
    ...packingProblems(files),
    ...readmeDocsProblems(dir),
    ...(await publintProblems(tarball)),
    ...(await typesProblems(tarball)),
  ]
  if (problems.length) {
    failures.push(name)
    console.error(`FAIL ${name}\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
  } else {
    console.log(`ok   ${name}: ${files.length} files, ${(entry.unpackedSize / 1024).toFixed(1)} KiB unpacked`)
  }
}
rmSync(packDirectory, { recursive: true, force: true })

console.log(`${directories.length - failures.length} passed, ${failures.length} failed`)
if (failures.length) process.exit(1)
