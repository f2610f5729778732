// Checks every published package as npm would ship it: publint --strict, attw on the packed
// tarball, and `npm pack --dry-run` holding only dist/, README.md, LICENSE and package.json.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const allowed = (file) =>
  file === 'package.json' || file === 'README.md' || file === 'LICENSE' || file.startsWith('dist/')

const failures = []
const packages = readdirSync('packages')
  .map((folder) => join('packages', folder))
  .filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private)

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

for (const dir of packages) {
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  try {
    run('npx', ['publint', '--strict'], dir)
    // ESM-only on purpose: node10 and CommonJS-require resolutions are out of scope.
    run('npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'ascii'], dir)
    const [packed] = JSON.parse(run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], dir))
    const files = packed.files.map((file) => file.path)
    const stray = files.filter((file) => !allowed(file))
    if (stray.length) throw new Error(`packs files outside dist/: ${stray.join(', ')}`)
    if (!files.includes('LICENSE') || !files.includes('README.md'))
      throw new Error('packs no LICENSE or README.md')
    if (!files.some((file) => file.startsWith('dist/'))) throw new Error('packs no dist/ (build first)')
    console.log(
      `ok   ${name}: ${files.length} files, ${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked`,
    )
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n') || error.message
    failures.push(name)
    console.error(`FAIL ${name}\n${output}`)
  }
}

console.log(`${packages.length - failures.length} passed, ${failures.length} failed`)
if (failures.length) process.exit(1)
