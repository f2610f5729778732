import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const fixture = (file: string) => fileURLToPath(new URL(`./fixture/${file}`, import.meta.url))
const outdir = fileURLToPath(new URL('./.build/', import.meta.url))
/** How long the client script takes to arrive, so the browser paints the server HTML first. */
const scriptDelayMs = 400

/**
 * Bundles the fixture against the built packages (dist/, as a site gets them): a Node module that
 * renders the page with react-dom/server, and the browser script that hydrates it. Serves both on
 * a free port of 127.0.0.1: `/` is server-rendered, `/?fallback=none` drops the buttons' size rule
 * (the control showing the layout-shift measure works).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await mkdir(outdir, { recursive: true })
  const common = { bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'error' } as const
  await build({
    ...common,
    entryPoints: [fixture('server.tsx')],
    outfile: `${outdir}server.mjs`,
    platform: 'node',
    packages: 'external',
  })
  const client = await build({
    ...common,
    entryPoints: [fixture('hydrate.tsx')],
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"development"' },
  })
  const script = client.outputFiles[0]?.text ?? ''
  const { renderPage } = (await import(
    pathToFileURL(`${outdir}server.mjs`).href
  )) as typeof import('./fixture/server.js')

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/hydrate.js') {
      setTimeout(
        () => response.writeHead(200, { 'content-type': 'text/javascript' }).end(script),
        scriptDelayMs,
      )
      return
    }
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end()
    if (url.pathname !== '/') return void response.writeHead(404).end()
    let html = renderPage()
    if (url.searchParams.get('fallback') === 'none')
      html = html.replace(/<style data-precedence[\s\S]*?<\/style>/, '')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.FIXTURE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () => new Promise((resolve) => server.close(() => resolve()))
}
