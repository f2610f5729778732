/// <reference types="node" />
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findCycle, readImportGraph, relativeImportPattern } from '@latchkit/testing/import-graph'
import { expect, test } from 'vitest'

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..')

test('ui source files import each other without cycles, type imports included', () => {
  // Lazy chunks and `typeof import(...)` count: a lazy chunk that imports its loader back ties the
  // two into one cycle all the same (one type graph, one declaration bundle).
  const graph = readImportGraph(srcDir)
  expect(graph.size).toBeGreaterThan(50)
  // Every import resolves to a source file, so no edge escapes the walk unseen.
  const unresolved = [...graph].flatMap(([file, imports]) =>
    imports.filter((target) => !graph.has(target)).map((target) => `${relative(srcDir, file)} -> ${target}`),
  )
  expect(unresolved).toEqual([])
  const cycle = findCycle(graph)?.map((file) => relative(srcDir, file))
  expect(cycle?.join(' -> ')).toBeUndefined()
})

// The shared walker's own checks (packages/testing/src/importGraph.ts; core's test uses it too).
test('the cycle finder reports a cycle when there is one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
  ])
  expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
  expect(
    findCycle(
      new Map([
        ['a', ['b']],
        ['b', []],
      ]),
    ),
  ).toBeUndefined()
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
  expect([...source.matchAll(relativeImportPattern)].map((match) => match[1])).toEqual([
    './a.js',
    '../b.js',
    './c.js',
    './d.js',
    './e.js',
    './f.js',
  ])
})
