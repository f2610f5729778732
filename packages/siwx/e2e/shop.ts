import { defaultEvmWalletInfo, test as walletTest } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import { type Chain, createPublicClient, http, type Transport } from 'viem'
import { createEvmVerifier } from '../src/exports/evm.js'
import { createSolanaVerifier } from '../src/exports/solana.js'
import type { SiwxPageConfig } from './fixture/siwx.js'
import { type SiteServer, startSiteServer } from './siteServer.js'

export function fixtureUrl(): URL {
  const base = process.env.FIXTURE_URL
  if (!base) throw new Error('FIXTURE_URL is not set: run through playwright.config.ts (global setup)')
  return new URL(base)
}

/** The rig's anvil chains, the injected EVM test wallet, and the shop's server for each test. */
export const test = walletTest.extend<{ siteServer: SiteServer }>({
  siteServer: async ({ evmRig }, use) => {
    const site = fixtureUrl()
    const clients = evmRig.chains.map((chain) =>
      createPublicClient<Transport, Chain | undefined>({ chain: chain.chain, transport: http() }),
    )
    const server = await startSiteServer({
      expected: { domain: site.host, uri: site.origin },
      verifier: [createEvmVerifier({ clients }), createSolanaVerifier()],
    })
    try {
      await use(server)
    } finally {
      await server.stop()
    }
  },
})
// The page talks to anvil and the shop's server on their own ports.
test.use({ bypassCSP: true })

/** Opens the shop on the rig: sign-in optional unless `required`, dark unless `theme`, the page's language unless `locale`. */
export async function openShop(
  page: Page,
  {
    evmRig,
    siteServer,
  }: {
    evmRig: { chains: readonly { chainId: number; name: string; rpcUrl: string }[] }
    siteServer: SiteServer
  },
  {
    required = false,
    theme = 'dark',
    locale,
  }: Partial<Pick<SiwxPageConfig, 'required' | 'theme' | 'locale'>> = {},
) {
  const config: SiwxPageConfig = {
    chains: evmRig.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    serverUrl: siteServer.url,
    required,
    theme,
    ...(locale ? { locale } : {}),
  }
  await page.goto(`${fixtureUrl().origin}/siwx.html?rig=${encodeURIComponent(JSON.stringify(config))}`)
}

/** Connects the injected wallet through the kit, as the Connect view's row would. */
export async function connect(page: Page) {
  await page.waitForFunction(
    (id) => window.latchKit.getState().connectors.connectors.some((connector) => connector.id === id),
    defaultEvmWalletInfo.rdns,
  )
  await page.evaluate((id) => window.latchKit.connect({ connectorId: id }), defaultEvmWalletInfo.rdns)
}
