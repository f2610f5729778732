import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { startRegistry } from '@latchkit/testing'
import { build, preview } from 'vite'
import { fixturePages } from './vite.config.js'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/**
 * Builds the fixture pages against the built package (dist/, as a site would get it) and serves
 * them on a free port of 127.0.0.1; the specs read the address from FIXTURE_URL. The rig's wallet
 * registry (700 wallets) runs beside it and is served under /registry on the same origin, so the
 * kit pages keep the strict `default-src 'self'` policy.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const registry = await startRegistry()
  await build({ configFile, build: { rollupOptions: { input: fixturePages.elements } } })
  await build({ configFile, build: { emptyOutDir: false, rollupOptions: { input: fixturePages.kits } } })
  const server = await preview({
    configFile,
    preview: {
      port: 0,
      strictPort: true,
      proxy: { '/registry': { target: registry.url, rewrite: (path) => path.replace(/^\/registry/, '') } },
    },
  })
  const { port } = server.httpServer.address() as AddressInfo
  process.env.FIXTURE_URL = `http://127.0.0.1:${port}`
  return async () => {
    await server.close()
    await registry.stop()
  }
}
