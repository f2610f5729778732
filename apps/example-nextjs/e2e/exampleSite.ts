import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  test as base,
  createEvmWallet,
  type EvmTestWallet,
  installEvmWallet,
} from '@latchkit/testing/wallets'

export { expect } from '@latchkit/testing/wallets'

/** The RPC URL of the example's `foundry` network: a developer's local anvil. */
const localAnvilUrl = 'http://127.0.0.1:8545'

type ExampleWorkerFixtures = {
  /** The rig's two anvil chains; the first has the id of the example's `foundry` network, 31337. */
  rig: EvmRig
}
type ExampleTestFixtures = {
  /**
   * Installed in every page: the injected test wallet ("LatchKit Test Wallet") on the rig's chains, holding the rig's
   * accounts. The page's own calls to the local anvil go to the rig's first chain, and any other
   * address outside 127.0.0.1 is refused, so nothing leaves the machine.
   */
  wallet: EvmTestWallet
}

/** Playwright's `test` with the rig's anvil chains and the injected test wallet in the page. */
export const test = base.extend<ExampleTestFixtures, ExampleWorkerFixtures>({
  rig: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const rig = await startEvm()
      try {
        await use(rig)
      } finally {
        await rig.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  wallet: [
    async ({ page, rig }, use) => {
      const [first] = rig.chains
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'))
      await page.route(
        (url) => url.origin === localAnvilUrl,
        async (route) => route.fulfill({ response: await route.fetch({ url: first.rpcUrl }) }),
      )
      const wallet = createEvmWallet({
        privateKeys: rig.accounts.map((account) => account.privateKey),
        chains: rig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      })
      await installEvmWallet(page, wallet)
      await use(wallet)
    },
    // Every page of every test has it, as a visitor with that wallet installed would.
    { auto: true },
  ],
})
