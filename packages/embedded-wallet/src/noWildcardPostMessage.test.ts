import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// SECURITY.md: nothing LatchKit ships posts a message with the target origin '*' (any page that
// happens to be the target would read it). This scans every package's and app's source, tests and
// the rig included: a test wallet that posts to '*' would teach the habit.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const skipped = new Set(['node_modules', 'dist', 'test-results', '.out'])
const isSource = (name: string) => /\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith('.d.ts')
// postMessage(<anything>, '*') or postMessage(<anything>, "*"), also across a line break.
const wildcardPost = /postMessage\(([^()]|\([^()]*\))*,\s*(['"`])\*\2/
const selfPath = fileURLToPath(import.meta.url)

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(path)
    return isSource(entry.name) && path !== selfPath ? [path] : []
  })
}

const files = ['packages', 'apps', 'bench/src'].flatMap((folder) => sourceFiles(join(repoRoot, folder)))

test('the scan reads every package, the apps and the bench', () => {
  const scanned = files.map((file) => relative(repoRoot, file))
  expect(scanned).toContain('packages/embedded-wallet/src/handshake/connectToFrame.ts')
  expect(scanned).toContain('packages/ui/src/kit/createLatchKit.ts')
  expect(scanned.some((file) => file.startsWith('apps/demo/src/'))).toBe(true)
  expect(scanned.some((file) => file.startsWith('packages/testing/src/wallets/'))).toBe(true)
})

test("the pattern catches a post to '*', and not a post to a named origin", () => {
  expect(wildcardPost.test("window.parent.postMessage({ type: 'ready' }, '*')")).toBe(true)
  expect(wildcardPost.test('frame.postMessage(message(a, b),\n  "*", [port])')).toBe(true)
  expect(wildcardPost.test("frame.postMessage({ type: 'ready' }, origin, [port])")).toBe(false)
})

test("no source posts a message with the target origin '*'", () => {
  const offenders = files
    .filter((file) => wildcardPost.test(readFileSync(file, 'utf8')))
    .map((file) => relative(repoRoot, file))
  expect(offenders).toEqual([])
})
