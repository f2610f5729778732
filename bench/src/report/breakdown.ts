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
