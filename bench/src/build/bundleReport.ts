import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'
import { packageOf } from './packageOf.js'

/** One output chunk: which modules (by package) it holds and what it imports. */
export type ChunkReport = {
  fileName: string
  isEntry: boolean
  /** Static imports: loaded with this chunk. */
  imports: string[]
  dynamicImports: string[]
  /** Rendered (tree-shaken, not yet minified) bytes per package name. */
  bytesByPackage: Record<string, number>
  /** Gzip -9 of each package's rendered code in this chunk (before minifying: exact, but larger than served). */
  gzipByPackage: Record<string, number>
  /** Rendered and gzip -9 bytes of each workspace package source file (`core/src/kit/createLatchKit.ts`). */
  bytesBySource: Record<string, { rendered: number; gzip: number }>
}

export type BundleReport = {
  chunks: ChunkReport[]
  /** Every install folder each package was bundled from; more than one means duplicate copies. */
  packageRoots: Record<string, string[]>
}

/** Records the rendered modules of every chunk, for per-package breakdowns and duplicate checks. */
export function bundleReport(report: BundleReport): Plugin {
  return {
    name: 'latchkit-bench:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const roots = new Map<string, Set<string>>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const bytesByPackage: Record<string, number> = {}
        const codeByPackage: Record<string, string[]> = {}
        const bytesBySource: ChunkReport['bytesBySource'] = {}
        for (const [id, module] of Object.entries(output.modules)) {
          const { name, root } = packageOf(id)
          bytesByPackage[name] = (bytesByPackage[name] ?? 0) + module.renderedLength
          codeByPackage[name] = [...(codeByPackage[name] ?? []), module.code ?? '']
          if (module.renderedLength > 0) roots.set(name, (roots.get(name) ?? new Set()).add(root))
          const source = workspaceSourceOf(id)
          if (source && module.renderedLength > 0)
            bytesBySource[source] = {
              rendered: module.renderedLength,
              gzip: gzipSync(module.code ?? '', { level: 9 }).byteLength,
            }
        }
        const gzipByPackage = Object.fromEntries(
          Object.entries(codeByPackage).map(([name, code]) => [
            name,
            gzipSync(code.join('\n'), { level: 9 }).byteLength,
          ]),
        )
        report.chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          bytesByPackage,
          gzipByPackage,
          bytesBySource,
        })
      }
      for (const [name, set] of roots) report.packageRoots[name] = [...set].sort()
    },
  }
}

/** `core/src/kit/createLatchKit.ts` for a module of a workspace package's sources, else undefined. */
function workspaceSourceOf(moduleId: string): string | undefined {
  const match = /\/packages\/([^/]+\/src\/[^?]+)/.exec(moduleId)
  return match && !moduleId.includes('/node_modules/') ? match[1] : undefined
}
