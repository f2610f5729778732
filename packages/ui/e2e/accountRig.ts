import AxeBuilder from '@axe-core/playwright'
import { type EvmRig, type Registry, startRegistry } from '@latchkit/testing'
import {
  defaultEvmWalletInfo,
  type EvmTestWallet,
  expect,
  test as walletTest,
} from '@latchkit/testing/wallets'
import type { Page, TestInfo } from '@playwright/test'
import type { AccountPageConfig } from './fixture/account.js'
import { fixtureUrl } from './helpers.js'

/**
 * The account and network specs' `test`: the rig's two anvil chains and the injected EVM test
 * wallet (from @latchkit/testing), plus the rig's registry and provider API reading those chains.
 * The page talks to anvil and the registry on their own ports, so these specs lift the fixture's
 * CSP (csp.spec.ts covers the policy).
 */
export const test = walletTest.extend<object, { registry: Registry }>({
  registry: [
    async ({ evmRig }, use) => {
      const registry = await startRegistry({ evmChains: evmRig.chains })
      try {
        await use(registry)
      } finally {
        await registry.stop()
      }
    },
    { scope: 'worker', timeout: 30_000 },
  ],
})
test.use({ bypassCSP: true })

export { expect }

/** Opens the account fixture on the rig (both chains unless `chainIds`), in `theme`. */
export async function openSite(
  page: Page,
  { evmRig, registry }: { evmRig: EvmRig; registry: Registry },
  { theme = 'dark', chainIds }: { theme?: 'dark' | 'light'; chainIds?: readonly number[] } = {},
): Promise<void> {
  const config: AccountPageConfig = {
    chains: evmRig.chains
      .filter((chain) => !chainIds || chainIds.includes(chain.chainId))
      .map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    registryUrl: registry.url,
    theme,
  }
  await page.goto(fixtureUrl(`account.html?rig=${encodeURIComponent(JSON.stringify(config))}`))
}

/** Connects the injected test wallet through the kit, as the Connect view would. */
export async function connectWallet(page: Page, wallet: EvmTestWallet): Promise<void> {
  await page.waitForFunction(
    (id) => window.latchKit.getState().connectors.connectors.some((connector) => connector.id === id),
    defaultEvmWalletInfo.rdns,
  )
  await page.evaluate((id) => window.latchKit.connect({ connectorId: id }), defaultEvmWalletInfo.rdns)
  expect(await page.evaluate(() => window.latchKit.getState().accounts.eip155?.address)).toBe(wallet.address)
}

/** Opens the modal the way a visitor does: the connected account button. */
export async function openAccount(page: Page): Promise<void> {
  await page.evaluate(() => window.latchKit.open())
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

/** axe (WCAG 2.1 A and AA) over the page and the modal's shadow root: no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target),
    })),
  ).toEqual([])
}

/** Saves a screenshot in the test's output folder (test-results/) and attaches it to the report. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The wallet's active account's balance on its current chain, read from anvil, in whole ETH. */
export async function rigBalance(wallet: EvmTestWallet): Promise<string> {
  const hex = (await wallet.request(
    { method: 'eth_getBalance', params: [wallet.address, 'latest'] },
    'http://rig.test',
  )) as string
  const wei = BigInt(hex)
  const unit = 10n ** 18n
  return `${wei / unit}.${(wei % unit).toString().padStart(18, '0')}`
}
