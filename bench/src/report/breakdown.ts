import type { VariantBuild } from '../build/buildVariant.js'
import { kib, markdownTable, signed } from './format.js'

/** Bytes of the page's initial JS by package, rendered (tree-shaken, before minifying) and gzipped. */
type PackageBytes = Map<string, { rendered: number; gzip: number }>

/**
 * Splits the initial JS by package, from the bundler's module list. Sizes are of the code before
 * minifying (a served chunk cannot be split by package exactly), so they exceed what is served;
 * unchanged packages show no difference between two builds.
 */
export function initialBytesByPackage(build: VariantBuild): PackageBytes {
  const initial = new Set(build.initialJs.map((path) => path.slice(1)))
  const bytes: PackageBytes = new Map()
  for (const chunk of build.report.chunks) {
    if (!initial.has(chunk.fileName)) continue
    for (const [name, size] of Object.entries(chunk.bytesByPackage)) {
      const entry = bytes.get(name) ?? { rendered: 0, gzip: 0 }
      entry.rendered += size
      entry.gzip += chunk.gzipByPackage[name] ?? 0
      bytes.set(name, entry)
    }
  }
  return bytes
}

/** What a kit's initial JS adds over its baseline's, package by package, largest first. */
export function breakdownTable(kit: VariantBuild, baseline: VariantBuild, limit = 15): string {
  const kitBytes = initialBytesByPackage(kit)
  const baseBytes = initialBytesByPackage(baseline)
  const names = new Set([...kitBytes.keys(), ...baseBytes.keys()])
  const rows = [...names]
    .map((name) => {
      const a = kitBytes.get(name) ?? { rendered: 0, gzip: 0 }
      const b = baseBytes.get(name) ?? { rendered: 0, gzip: 0 }
      return { name, rendered: a.rendered - b.rendered, gzip: a.gzip - b.gzip }
    })
    .filter((row) => Math.abs(row.gzip) >= 50)
    .sort((x, y) => y.gzip - x.gzip)
    .slice(0, limit)
  return markdownTable(
    ['package', 'rendered KiB over baseline', 'gzip KiB over baseline (before minifying)'],
    rows.map((row) => [row.name, signed(kib(row.rendered)), signed(kib(row.gzip))]),
  )
}

/** The chunks a variant loads only on demand (not before the first click), with their main packages. */
export function lazyChunksTable(build: VariantBuild): string {
  const initial = new Set(build.initialJs.map((path) => path.slice(1)))
  const rows = build.report.chunks
    .filter((chunk) => !initial.has(chunk.fileName))
    .map((chunk) => {
      const top = Object.entries(chunk.bytesByPackage)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name]) => name)
      return [chunk.fileName, kib(build.jsFiles.get(`/${chunk.fileName}`)?.gzip ?? 0), top.join(', ')]
    })
  return markdownTable(['lazy chunk', 'KiB gz', 'mostly'], rows)
}

/**
 * LatchKit's own code in the initial JS, source file by source file (from a build of the
 * packages' sources, see resolveWorkspaceSources), largest first: where a byte budget goes.
 */
export function sourceFilesTable(sourceBuild: VariantBuild, limit = 25): string {
  const initial = new Set(sourceBuild.initialJs.map((path) => path.slice(1)))
  const files = new Map<string, { rendered: number; gzip: number }>()
  for (const chunk of sourceBuild.report.chunks) {
    if (!initial.has(chunk.fileName)) continue
    for (const [file, size] of Object.entries(chunk.bytesBySource)) files.set(file, size)
  }
  const rows = [...files].sort((a, b) => b[1].gzip - a[1].gzip)
  const shown = rows.slice(0, limit)
  const rest = rows.slice(limit)
  const sum = (list: typeof rows, pick: 'rendered' | 'gzip') =>
    list.reduce((total, [, size]) => total + size[pick], 0)
  return markdownTable(
    ['source file (packages/)', 'rendered KiB', 'gzip KiB (alone, before minifying)'],
    [
      ...shown.map(([file, size]) => [file, kib(size.rendered), kib(size.gzip)]),
      ...(rest.length > 0
        ? [[`${rest.length} more files`, kib(sum(rest, 'rendered')), kib(sum(rest, 'gzip'))]]
        : []),
      ['all LatchKit source files', kib(sum(rows, 'rendered')), kib(sum(rows, 'gzip'))],
    ],
  )
}
