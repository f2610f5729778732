/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const controllersDir = dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** Every relative import (type-only ones too) of each controller file. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(controllersDir)) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(
      (match) => match[1] ?? '',
    )
    graph.set(
      file,
      specifiers.map((specifier) => resolve(dirname(file), specifier).replace(/\.js$/, '.ts')),
    )
  }
  return graph
}

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

test('controllers import each other without cycles', () => {
  const graph = importGraph()
  expect(graph.size).toBeGreaterThan(10)
  const cycle = findCycle(graph)?.map((file) => relative(controllersDir, file))
  expect(cycle).toBeUndefined()
})

test('the cycle finder reports a cycle when there is one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a']],
  ])
  expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a'])
})

test('controllers never import the kit that wires them', () => {
  const kitDir = resolve(controllersDir, '../kit')
  for (const [file, imports] of importGraph())
    expect(
      imports.filter((target) => target.startsWith(kitDir)),
      relative(controllersDir, file),
    ).toEqual([])
})
