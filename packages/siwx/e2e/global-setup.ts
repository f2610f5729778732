import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url))

/** Builds the shop page and serves it on a free port of 127.0.0.1 (FIXTURE_URL for the specs). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await build({ configFile })
  const server = await preview({ configFile, preview: { port: 0, strictPort: true } })
  const { port } = server.httpServer.address() as AddressInfo
  process.env.FIXTURE_URL = `http://127.0.0.1:${port}`
  return () => server.close()
}
