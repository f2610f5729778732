/// <reference types="node" />
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
// A relative path: the testing package depends on core.
import { findCycle, readImportGraph } from '../../../testing/src/importGraph.js'

const controllersDir = dirname(fileURLToPath(import.meta.url))
// Static imports (type-only ones too); a controller's lazy `import()` is not a cycle at load.
const staticImports = /from '(\.[^']+)'/g

test('controllers import each other without cycles', () => {
  const graph = readImportGraph(controllersDir, staticImports)
  expect(graph.size).toBeGreaterThan(10)
  const cycle = findCycle(graph)?.map((file) => relative(controllersDir, file))
  expect(cycle).toBeUndefined()
})

test('controllers never import the kit that wires them', () => {
  const kitDir = resolve(controllersDir, '../kit')
  for (const [file, imports] of readImportGraph(controllersDir, staticImports))
    expect(
      imports.filter((target) => target.startsWith(kitDir)),
      relative(controllersDir, file),
    ).toEqual([])
})
