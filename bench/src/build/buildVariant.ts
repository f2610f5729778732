import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { measureSizes, type Sizes } from '../measure/sizes.js'
import { benchViteConfig } from './benchViteConfig.js'
import type { BundleReport } from './bundleReport.js'
import { benchDir, type Variant } from './variants.js'

/** A production build of one variant, ready to serve. */
export type VariantBuild = {
  variant: Variant
  outDir: string
  /** Every JS file of the build by its URL path (`/assets/index-abc.js`). */
  jsFiles: Map<string, Sizes>
  report: BundleReport
  /** The JS files the entry HTML loads before any interaction: the entry and its static imports. */
  initialJs: string[]
  /** How long the client build took, in ms. */
  buildMs: number
}

/** Where builds go (git-ignored). */
export const outRoot = join(benchDir, '.out')

/**
 * Builds a variant with the shared Vite config. A server-rendered variant also builds its server
 * entry, imports it in Node (as a site's server would) and writes the rendered markup into the
 * page's `<!--ssr-outlet-->`. Output goes to `into`/<variant> (bench/.out by default).
 * `fromSources` resolves LatchKit's packages to their sources (see resolveWorkspaceSources).
 */
export async function buildVariant(
  variant: Variant,
  into = outRoot,
  options: { fromSources?: boolean } = {},
): Promise<VariantBuild> {
  const outDir = join(into, options.fromSources ? `${variant.name}-sources` : variant.name)
  const report: BundleReport = { chunks: [], packageRoots: {} }
  const started = performance.now()
  await build(benchViteConfig({ variant, outDir, report, fromSources: options.fromSources }))
  const buildMs = performance.now() - started
  if (variant.serverEntry) await renderOnServer(variant, outDir)

  const jsFiles = new Map<string, Sizes>()
  for (const file of listFiles(outDir))
    if (file.endsWith('.js')) jsFiles.set(`/${relative(outDir, file)}`, measureSizes(readFileSync(file)))
  return { variant, outDir, jsFiles, report, initialJs: initialChunks(report), buildMs }
}

/** The entry chunks and everything they import statically, as URL paths. */
function initialChunks(report: BundleReport): string[] {
  const byName = new Map(report.chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of report.chunks) if (chunk.isEntry) visit(chunk.fileName)
  return [...seen].filter((fileName) => fileName.endsWith('.js')).map((fileName) => `/${fileName}`)
}

async function renderOnServer(variant: Variant, outDir: string) {
  const serverDir = `${outDir}-server`
  await build(benchViteConfig({ variant, outDir: serverDir, server: true }))
  const entry = listFiles(serverDir).find((file) => /\.m?js$/.test(file))
  if (!entry) throw new Error(`The server build of ${variant.name} wrote no module`)
  const server = (await import(pathToFileURL(entry).href)) as { render(): string }
  const page = join(outDir, 'index.html')
  const html = readFileSync(page, 'utf8')
  if (!html.includes('<!--ssr-outlet-->')) throw new Error(`${page} has no <!--ssr-outlet-->`)
  writeFileSync(page, html.replace('<!--ssr-outlet-->', server.render()))
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}
