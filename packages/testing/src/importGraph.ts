import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

// The relative imports between a package's source files, and the first cycle among them: what the
// packages' no-cycle tests walk.

/** A file's imports by absolute path; every file under the walked directory is a key. */
export type ImportGraph = Map<string, string[]>

/** Static imports and re-exports (type-only ones too), side-effect imports and `import('./x.js')`. */
export const relativeImportPattern = /(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']+)'/g

/** The `.ts` and `.tsx` files under `dir`, tests and type tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test(-d)?\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The file a relative specifier names: `./x.js` is `x.ts` or `x.tsx` in the sources. */
function resolveSpecifier(file: string, specifier: string): string {
  const path = resolve(dirname(file), specifier)
  if (!path.endsWith('.js')) return path
  const tsx = path.replace(/\.js$/, '.tsx')
  return existsSync(tsx) ? tsx : path.replace(/\.js$/, '.ts')
}

/** Every relative import that `pattern` (first group: the specifier) finds in each source file under `dir`. */
export function readImportGraph(dir: string, pattern: RegExp = relativeImportPattern): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const file of sourceFiles(dir)) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1] ?? '')
    graph.set(
      file,
      specifiers.map((specifier) => resolveSpecifier(file, specifier)),
    )
  }
  return graph
}

/** The first cycle met in a depth-first walk, its first file repeated at the end. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
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

/** Every file `start` reaches in `graph`, `start` included (what loading it loads). */
export function reachableFrom(graph: ReadonlyMap<string, readonly string[]>, start: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of graph.get(file) ?? []) visit(next)
  }
  visit(start)
  return seen
}
