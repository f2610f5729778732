/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// Static imports and re-exports (type-only ones too), side-effect imports, and `import('./x.js')`,
// whether loaded lazily or read as `typeof import(...)`: a lazy chunk that imports its loader back
// ties the two into one cycle all the same (one type graph, one declaration bundle).
const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']+)'/g

/** The file a relative specifier names: `./x.js` is `x.ts` or `x.tsx` in the sources. */
function resolveSpecifier(file: string, specifier: string): string {
  const path = resolve(dirname(file), specifier)
  if (!path.endsWith('.js')) return path
  const tsx = path.replace(/\.js$/, '.tsx')
  return existsSync(tsx) ? tsx : path.replace(/\.js$/, '.ts')
}

/** Every relative import of each source file of ui. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(srcDir)) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(importPattern)].map((match) => match[1] ?? '')
    graph.set(
      file,
      specifiers.map((specifier) => resolveSpecifier(file, specifier)),
    )
  }
  return graph
}

/** The first cycle met in a depth-first walk, its first file repeated at the end. */
function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  function visit(file: string): string[] | undefined {
    if (state.get(file) === 'done') return undefined
    if (state.get(file) === 'visiting') return [...stack.slice(stack.indexOf(file)), file]
    state.set(file, 'visiting')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      const cycle = graph.has(next) ? visit(next) : undefined
      if (cycle) return cycle
    }
    stack.pop()
    state.set(file, 'done')
    return undefined
  }
  for (const file of graph.keys()) {
    const cycle = visit(file)
    if (cycle) return cycle
  }
  return undefined
}

test('ui source files import each other without cycles, type imports included', () => {
  const graph = importGraph()
  expect(graph.size).toBeGreaterThan(50)
  // Every import resolves to a source file, so no edge escapes the walk unseen.
  const unresolved = [...graph].flatMap(([file, imports]) =>
    imports.filter((target) => !graph.has(target)).map((target) => `${relative(srcDir, file)} -> ${target}`),
  )
  expect(unresolved).toEqual([])
  const cycle = findCycle(graph)?.map((file) => relative(srcDir, file))
  expect(cycle?.join(' -> ')).toBeUndefined()
})

test('the cycle finder reports a cycle when there is one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
  ])
  expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
})

test('the import pattern sees type, lazy and re-export imports', () => {
  const source = [
    "import type { A } from './a.js'",
    "import { b } from '../b.js'",
    "export { c } from './c.js'",
    "import './d.js'",
    "type E = typeof import('./e.js')",
    "const f = lazy(() => import('./f.js'))",
    "import { g } from '@latchkit/core'",
  ].join('\n')
  expect([...source.matchAll(importPattern)].map((match) => match[1])).toEqual([
    './a.js',
    '../b.js',
    './c.js',
    './d.js',
    './e.js',
    './f.js',
  ])
})
