/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../../../..')
// wagmi's own `config._internal` (its connector store) is wagmi's API, not the kit's.
const allowedReceivers = new Set(['config', 'wagmiConfig'])

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return codeFiles(path)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : []
  })
}

/** Every package, app and the bench, their tests and browser specs included; core excepted. */
function filesOutsideCore(): string[] {
  const roots = ['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && `${folder}/${entry.name}` !== 'packages/core')
      .map((entry) => join(repoRoot, folder, entry.name)),
  )
  return [...roots, join(repoRoot, 'bench')].flatMap(codeFiles)
}

test('no package but core reads a kit’s _internal: they use the public LatchKit API', () => {
  const reads: string[] = []
  for (const file of filesOutsideCore()) {
    const lines = readFileSync(file, 'utf8').split('\n')
    lines.forEach((line, index) => {
      for (const match of line.matchAll(/([\w#]+)\??\._internal\b/g))
        if (!allowedReceivers.has(match[1] ?? ''))
          reads.push(`${relative(repoRoot, file)}:${index + 1}: ${line.trim()}`)
    })
  }
  expect(reads, 'use a public method of LatchKit instead (add one to core if it is missing)').toEqual([])
})
