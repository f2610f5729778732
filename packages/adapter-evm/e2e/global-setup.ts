import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/**
 * Builds the fixture pages (the adapter from its sources, the core from dist/) and serves
 * them on a free port of 127.0.0.1; the specs read the address from FIXTURE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await build({ configFile })
  const server = await preview({ configFile, preview: { port: 0, strictPort: true } })
  const { port } = server.httpServer.address() as AddressInfo
  process.env.FIXTURE_URL = `http://127.0.0.1:${port}`
  return () => server.close()
}
