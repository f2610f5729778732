import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { servePageAndScript } from '../src/site/startBundledSite.js'

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
  return servePageAndScript({
    page: blankPage,
    scriptPath: '/wallet-standard-app.js',
    script: walletStandardApp,
  })
}
