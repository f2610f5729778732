import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { exampleSiteTest } from '@latchkit/testing/example-site'
import { preview } from 'vite'

const siteRoot = fileURLToPath(new URL('..', import.meta.url))

/** Serves `dist/` (the nx `e2e` target builds it first) on a free port of 127.0.0.1. */
async function serveBuiltSite() {
  if (!existsSync(`${siteRoot}dist/index.html`))
    throw new Error('apps/example-vite/dist is missing: run `npm run build -w @latchkit/example-vite` first.')
  const server = await preview({
    root: siteRoot,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The preview server has no local URL.')
  return { url, close: () => server.close() }
}

/** Playwright's `test` with this example served beside the rig's anvil, and the injected test wallet. */
export const test = exampleSiteTest(serveBuiltSite)

export { expect } from '@latchkit/testing/wallets'
