import { fileURLToPath } from 'node:url'
import { type Rig, rigEnvironment, startRig } from '@latchkit/testing'
import {
  test as base,
  createEvmWallet,
  createSolanaWallet,
  type EvmTestWallet,
  installEvmWallet,
  installSolanaWallet,
  type SolanaTestWallet,
} from '@latchkit/testing/wallets'
import { createServer, type ViteDevServer } from 'vite'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))

type DemoWorkerFixtures = {
  /** The whole rig, and the demo served on it by Vite's dev server, as `npm run demo` does. */
  demo: { rig: Rig; url: string }
}
type DemoTestFixtures = {
  /** The injected EVM test wallet on the rig's chains, holding the rig's first account. */
  demoWallet: EvmTestWallet
  /** The wallet-standard Solana test wallet on the rig's LiteSVM cluster. */
  demoSolanaWallet: SolanaTestWallet
}

/** Serves the demo with the rig's endpoints in `VITE_LATCH_RIG`, on a free port. */
async function serveDemo(rig: Rig): Promise<ViteDevServer> {
  process.env.VITE_LATCH_RIG = JSON.stringify(rigEnvironment(rig))
  const server = await createServer({
    root: demoRoot,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'warn',
  })
  await server.listen()
  return server
}

/** Playwright's `test` with the demo served on a running rig and the injected test wallet. */
export const test = base.extend<DemoTestFixtures, DemoWorkerFixtures>({
  demo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const rig = await startRig()
      try {
        const server = await serveDemo(rig)
        try {
          const url = server.resolvedUrls?.local[0]
          if (!url) throw new Error('The demo server has no local URL.')
          await use({ rig, url })
        } finally {
          await server.close()
        }
      } finally {
        await rig.stop()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ demo }, use) => use(demo.url),
  demoWallet: async ({ page, demo }, use) => {
    const wallet = createEvmWallet({
      privateKeys: demo.rig.evm.accounts.map((account) => account.privateKey),
      chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    await installEvmWallet(page, wallet)
    await use(wallet)
  },
  demoSolanaWallet: async ({ page, demo }, use) => {
    const { solana } = demo.rig
    const wallet = createSolanaWallet({
      keypairs: solana.accounts.map((account) => account.keypair),
      chains: [solana.caipNetworkId],
      rpcUrls: { [solana.caipNetworkId]: solana.rpcUrl },
    })
    await installSolanaWallet(page, wallet)
    await use(wallet)
  },
})

export { expect } from '@latchkit/testing/wallets'
