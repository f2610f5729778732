import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  test as base,
  createEvmWallet,
  type EvmTestWallet,
  installEvmWallet,
} from '@latchkit/testing/wallets'
import { preview } from 'vite'

const siteRoot = fileURLToPath(new URL('..', import.meta.url))

/** Where the example's code sends chain 31337's calls: viem's `foundry` chain, a developer's anvil. */
const foundryRpc = 'http://127.0.0.1:8545'

type ExampleWorkerFixtures = {
  /** The rig's anvil chains, and the example's built site served by Vite's preview server. */
  site: { evm: EvmRig; url: string }
}
type ExampleTestFixtures = {
  /** The injected EVM test wallet holding the rig's first account, on the rig's first chain (31337). */
  wallet: EvmTestWallet
}

/** Serves `dist/` (the nx `e2e` target builds it first) on a free port of 127.0.0.1. */
async function serveBuiltSite() {
  if (!existsSync(`${siteRoot}dist/index.html`))
    throw new Error('apps/example-html/dist is missing: run `npm run build -w @latchkit/example-html` first.')
  const server = await preview({
    root: siteRoot,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The preview server has no local URL.')
  return { server, url }
}

/** Playwright's `test` with the example served beside the rig's anvil, and the injected test wallet. */
export const test = base.extend<ExampleTestFixtures, ExampleWorkerFixtures>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const [evm, served] = await Promise.all([startEvm({ accountCount: 3 }), serveBuiltSite()])
      try {
        await use({ evm, url: served.url })
      } finally {
        await served.server.close()
        await evm.stop()
      }
    },
    // Starting anvil and deploying the rig's contracts: seconds here, a minute on slow runners.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  wallet: async ({ page, site }, use) => {
    const [chain] = site.evm.chains
    // The page's calls to a local anvil go to the rig's chain with the same id (31337).
    await page.route(`${foundryRpc}/**`, async (route) => {
      const response = await route.fetch({ url: chain.rpcUrl })
      await route.fulfill({ response })
    })
    const wallet = createEvmWallet({
      privateKeys: site.evm.accounts.map((account) => account.privateKey),
      chains: [{ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }],
    })
    await installEvmWallet(page, wallet)
    await use(wallet)
  },
})

export { expect } from '@latchkit/testing/wallets'
