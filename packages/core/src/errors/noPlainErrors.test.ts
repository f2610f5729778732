import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// Every error LatchKit throws is a BaseError subclass with a literal `name` (STYLE.md, "Errors"):
// a site can tell failures apart and read `shortMessage`, `details` and `walk()` on each. This
// scans the product code of every package for a plain `throw new Error(...)` (or TypeError, ...).

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const packagesDir = join(repoRoot, 'packages')

// No product code: the rig (packages/testing), tests, and the tests' fake wallets in `test-utils/`
// (which throw what real wallets throw).
const skippedPackages = new Set(['testing'])
const skippedDirectories = new Set(['node_modules', 'e2e', 'test-utils'])
const isSource = (name: string) => /\.(ts|tsx|mts|cts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')
const isTest = (name: string) => /\.test\.tsx?$|\.test-d\.tsx?$/.test(name)

const plainThrow =
  /\bthrow\s+(new\s+)?(Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError)\s*\(/
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line)

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : sourceFiles(path)
    return isSource(entry.name) && !isTest(entry.name) ? [path] : []
  })
}

const productFiles = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !skippedPackages.has(entry.name))
  .flatMap((entry) => {
    const src = join(packagesDir, entry.name, 'src')
    return existsSync(src) ? sourceFiles(src) : []
  })

test('the scan reads the product code of every package', () => {
  const scanned = productFiles.map((file) => relative(repoRoot, file))
  expect(scanned).toContain('packages/core/src/errors/base.ts')
  expect(scanned).not.toContain('packages/core/src/errors/noPlainErrors.test.ts')
})

test('product code throws BaseError subclasses only, never a plain Error', () => {
  const offenders = productFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        plainThrow.test(line) && !isComment(line)
          ? [`${relative(repoRoot, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  )
  expect(
    offenders,
    `Plain throws (use a BaseError subclass from the package's src/errors):\n${offenders.join('\n')}`,
  ).toEqual([])
})
