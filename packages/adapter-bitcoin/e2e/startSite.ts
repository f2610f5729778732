import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The test site, served on 127.0.0.1 and a free port. */
export type Site = { url: string; stop: () => Promise<void> }

const page =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LatchKit Bitcoin e2e</title></head>' +
  '<body><main><h1>LatchKit Bitcoin e2e</h1></main><script src="/main.js"></script></body></html>'

/** Bundles `site/main.ts` for the browser (as a site's bundler would) and serves it. */
export async function startSite(): Promise<Site> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./site/main.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  })
  const script = result.outputFiles[0]?.text ?? ''
  const server = createServer((request, response) => {
    const isScript = request.url === '/main.js'
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
