import { type EvmRig, type Registry, startRegistry } from '@latchkit/testing'
import {
  defaultEvmWalletInfo,
  type EvmTestWallet,
  expect,
  test as walletTest,
} from '@latchkit/testing/wallets'
import type { Page, Route, TestInfo } from '@playwright/test'
import type { AccountPageConfig } from './fixture/account.js'
import { expectAxeCleanInBothThemes, fixtureUrl } from './helpers.js'
import { contentSecurityPolicy } from './vite.config.js'

/**
 * The account and network specs' `test`: the rig's two anvil chains and the injected EVM test
 * wallet (from @latchkit/testing), plus the rig's registry and provider API reading those chains.
 * The page keeps a strict CSP: it calls anvil and the registry on its own origin, and `openSite`
 * forwards those requests to the rig.
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
    { scope: 'worker', timeout: 120_000 },
  ],
})
export { expect }

/**
 * Opens the account fixture on the rig (both chains unless `chainIds`), in the dark theme;
 * `solana` adds the in-memory Solana namespace as a second one.
 */
export async function openSite(
  page: Page,
  { evmRig, registry }: { evmRig: EvmRig; registry: Registry },
  {
    chainIds,
    solana = false,
    rpc,
    locale,
  }: {
    chainIds?: readonly number[]
    solana?: boolean
    rpc?: AccountPageConfig['rpc']
    locale?: string
  } = {},
): Promise<void> {
  const origin = new URL(fixtureUrl()).origin
  // Same-origin paths the page calls, forwarded here to anvil and the registry on their ports.
  await page.route(`${origin}/rig-rpc/*`, async (route) => {
    const chainId = Number(new URL(route.request().url()).pathname.split('/').at(-1))
    const chain = evmRig.chains.find((entry) => entry.chainId === chainId)
    if (!chain) return route.abort()
    return forward(route, chain.rpcUrl)
  })
  await page.route(`${origin}/rig-registry/**`, async (route) => {
    const url = new URL(route.request().url())
    return forward(route, `${registry.url}${url.pathname.replace(/^\/rig-registry/, '')}${url.search}`)
  })
  // The fixture's policy plus data: images: wallets announce their icons (EIP-6963) and ENS
  // avatars arrive as data: URLs, so a strict site that shows them allows exactly that.
  await page.route(
    (url) => url.origin === origin && url.pathname === '/account.html',
    async (route) => {
      const response = await route.fetch()
      const policy = `${contentSecurityPolicy}; img-src 'self' data:`
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } })
    },
  )
  await page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const config: AccountPageConfig = {
    chains: evmRig.chains
      .filter((chain) => !chainIds || chainIds.includes(chain.chainId))
      .map(({ chainId, name }) => ({ chainId, name, rpcUrl: `${origin}/rig-rpc/${chainId}` })),
    registryUrl: `${origin}/rig-registry`,
    solana,
    ...(rpc ? { rpc } : {}),
    ...(locale ? { locale } : {}),
  }
  await page.goto(fixtureUrl(`account.html?rig=${encodeURIComponent(JSON.stringify(config))}`))
}

/**
 * Answers `route` with what `url` answers. A request still in flight when the page reloads or
 * closes has no one to answer: Playwright then refuses the fulfil ("response has been disposed"),
 * and the request is dropped instead of failing the test from inside the route handler.
 */
async function forward(route: Route, url: string): Promise<void> {
  try {
    await route.fulfill({ response: await route.fetch({ url }) })
  } catch {
    await route.abort().catch(() => {})
  }
}

/** The page's Content-Security-Policy reported no violation (styles, scripts, connections). */
async function expectNoCspViolations(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  )
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

/**
 * No Content-Security-Policy violation so far, and axe finds nothing in either theme (see
 * expectAxeCleanInBothThemes); leaves the page in the light theme.
 */
export async function expectNoAxeViolations(
  page: Page,
  screenshot?: { testInfo: TestInfo; name: string },
): Promise<void> {
  await expectNoCspViolations(page)
  await expectAxeCleanInBothThemes(page, screenshot)
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
