import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The blank local site the wallet specs run on, and the scripts it can load. */
export type BlankSite = { url: string; stop: () => Promise<void> }

const blankPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LatchKit rig site</title></head>' +
  '<body><main>A blank site for the test wallets.</main></body></html>'

// @wallet-standard/app as a page script, so the page finds wallets as a real site does.
async function bundleWalletStandardApp(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "export { getWallets } from '@wallet-standard/app'",
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'WalletStandardApp',
    target: 'es2022',
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** Serves a blank HTML page at every path and `/wallet-standard-app.js`, on 127.0.0.1 and a free port. */
export async function startBlankSite(): Promise<BlankSite> {
  const walletStandardApp = await bundleWalletStandardApp()
  const server = createServer((request, response) => {
    const isScript = request.url === '/wallet-standard-app.js'
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' })
    response.end(isScript ? walletStandardApp : blankPage)
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
