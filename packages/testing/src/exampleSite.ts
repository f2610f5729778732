import { type EvmRig, startEvm } from './evm/index.js'
import { test as base, createEvmWallet, type EvmTestWallet, installEvmWallet } from './wallets/index.js'

/** Where an example's code sends chain 31337's calls: viem's `foundry` chain, a developer's anvil. */
const foundryRpc = 'http://127.0.0.1:8545'

/** An example's built site, served on 127.0.0.1 by its own tooling. */
export type ServedSite = { url: string; close(): Promise<void> }

type ExampleWorkerFixtures = {
  /** The rig's anvil chains, and the example's built site. */
  site: { evm: EvmRig; url: string }
}
type ExampleTestFixtures = {
  /** The injected EVM test wallet holding the rig's accounts, on the rig's first chain (31337). */
  wallet: EvmTestWallet
}

/**
 * Playwright's `test` for an example site: the site `serve` starts, beside the rig's anvil (once
 * per worker), its pages' calls to a local anvil sent to the rig's chain of the same id, and the
 * injected test wallet.
 */
export function exampleSiteTest(serve: () => Promise<ServedSite>) {
  return base.extend<ExampleTestFixtures, ExampleWorkerFixtures>({
    site: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
      async ({}, use) => {
        const [evm, served] = await Promise.all([startEvm({ accountCount: 3 }), serve()])
        try {
          await use({ evm, url: served.url })
        } finally {
          await served.close()
          await evm.stop()
        }
      },
      // Starting anvil and deploying the rig's contracts: seconds here, a minute on slow runners.
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ site }, use) => use(site.url),
    wallet: async ({ page, site }, use) => {
      const [chain] = site.evm.chains
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
}
