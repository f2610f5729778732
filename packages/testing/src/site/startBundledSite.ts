import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'

/** A test site, served on 127.0.0.1 and a free port. */
export type BundledSite = { url: string; stop: () => Promise<void> }

/**
 * Bundles `entry` for the browser (as a site's bundler would: one script, production React) and
 * serves it on 127.0.0.1 under a page titled `title`: the adapters' browser tests run their kit on
 * such a site.
 *
 * @example
 * const site = await startBundledSite({ entry: new URL('./site/main.ts', import.meta.url), title: 'LatchKit Bitcoin e2e' })
 */
export async function startBundledSite(parameters: { entry: URL; title: string }): Promise<BundledSite> {
  const { entry, title } = parameters
  const page =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1></main><script src="/main.js"></script></body></html>`
  return servePageAndScript({ page, scriptPath: '/main.js', script: await bundleForBrowser(entry) })
}

/**
 * Bundles `entry` for the browser as a site's bundler would: one script, production React; an
 * IIFE by default, or an ES module (top-level await allowed).
 */
export async function bundleForBrowser(
  entry: URL,
  options: { format?: 'iife' | 'esm' } = {},
): Promise<string> {
  const result = await build({
    entryPoints: [entry.pathname],
    bundle: true,
    write: false,
    format: options.format ?? 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

/**
 * Serves one HTML page at every path and one script at `scriptPath`, on 127.0.0.1 and a free
 * port: the test sites' server.
 */
export async function servePageAndScript(parameters: {
  page: string
  scriptPath: string
  script: string
}): Promise<BundledSite> {
  const { page, scriptPath, script } = parameters
  const server = createServer((request, response) => {
    const isScript = request.url === scriptPath
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' })
    response.end(isScript ? script : page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
