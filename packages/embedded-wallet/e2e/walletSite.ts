import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AccountAbstractionRig,
  type Paymaster,
  startAccountAbstraction,
  startPaymaster,
} from '@latchkit/testing/account-abstraction'
import { startWalletService, type WalletServiceRig } from '@latchkit/testing/embedded-wallet'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { bundleForBrowser } from '@latchkit/testing/site'
import { test as base, expect, type Page } from '@playwright/test'
import type { SiteConfig } from './site/main.js'

/**
 * The Content-Security-Policy of the strict-CSP page: its own scripts and the chain only, plus
 * what the embedded wallet needs (SECURITY.md): `frame-src` for the wallet service, and
 * `connect-src` for it (the allowed-origins check before a login).
 */
export function strictContentSecurityPolicy(serviceUrl: string, rpcUrl: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${new URL(rpcUrl).origin} ${new URL(serviceUrl).origin}`,
    `frame-src ${new URL(serviceUrl).origin}`,
  ].join('; ')
}

async function startSiteServer(): Promise<{
  server: Server
  url: string
  setContent(script: string, csp: (path: string) => string | undefined): void
}> {
  let script = ''
  let cspOf: (path: string) => string | undefined = () => undefined
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LatchKit embedded wallet e2e</title></head>' +
    '<body><main><h1>LatchKit embedded wallet e2e</h1></main><script type="module" src="/main.js"></script></body></html>'
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const isScript = path === '/main.js'
    const csp = cspOf(path)
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
      ...(csp && !isScript ? { 'content-security-policy': csp } : {}),
    })
    response.end(isScript ? script : page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    setContent(next, csp) {
      script = next
      cspOf = csp
    },
  }
}

/**
 * Who can sign in at the rig's identity providers (Google, GitHub, Apple, Facebook, X, Discord).
 * A username ending in 0 shows Discord's display rule (its trailing 0 is the old discriminator's).
 */
export const socialAccounts = [
  { subject: '100001', name: 'Jane Doe', username: 'janedoe', email: 'jane@example.test' },
  { subject: '100002', name: 'Agent Zero', username: 'agent0', email: 'zero@example.test' },
]

/**
 * The site on 127.0.0.1 and the wallet service that lets only it embed the frame; with
 * `smartAccounts`, the ERC-4337 contracts and bundler on the chain, which the service offers;
 * with `paymaster` too, a sponsoring ERC-7677 paymaster the site can name in `wallet_sendCalls`.
 */
export type WalletSite = {
  url: string
  wallet: WalletServiceRig
  accountAbstraction?: AccountAbstractionRig
  paymaster?: Paymaster
}

type Fixtures = {
  evmRig: EvmRig
  walletSite: WalletSite
  /** Whether the worker's wallet service offers smart accounts on the rig's chain. @default false */
  smartAccounts: boolean
  /** With `smartAccounts`: whether a sponsoring paymaster (ERC-7677) runs on the chain. @default false */
  paymaster: boolean
}

/**
 * Playwright's `test` with, once per worker: an anvil chain, the site server on 127.0.0.1, the
 * rig's wallet service (the real command, at `http://localhost:<port>`: another site to Chromium)
 * allowing only the site's origin, and the site's bundle. `/strict` is the same page under a
 * strict CSP.
 */
export const test = base.extend<object, Fixtures>({
  smartAccounts: [false, { scope: 'worker', option: true }],
  paymaster: [false, { scope: 'worker', option: true }],
  evmRig: [
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
  walletSite: [
    async ({ evmRig, smartAccounts, paymaster: withPaymaster }, use) => {
      const site = await startSiteServer()
      const chain = evmRig.chains[0]
      const accountAbstraction = smartAccounts && chain ? await startAccountAbstraction({ chain }) : undefined
      let paymaster: Paymaster | undefined
      try {
        if (withPaymaster && accountAbstraction && chain)
          paymaster = await startPaymaster({ chain, entryPoint: accountAbstraction.entryPoint })
        const wallet = await startWalletService({
          siteOrigins: [site.url],
          socialAccounts,
          farcaster: true,
          ...(accountAbstraction && chain
            ? { smartAccounts: [{ chainId: chain.chainId, bundlerUrl: accountAbstraction.bundlerUrl }] }
            : {}),
        })
        try {
          const rpcUrl = evmRig.chains[0]?.rpcUrl ?? ''
          site.setContent(
            await bundleForBrowser(new URL('./site/main.ts', import.meta.url), { format: 'esm' }),
            (path) => (path === '/strict' ? strictContentSecurityPolicy(wallet.url, rpcUrl) : undefined),
          )
          await use({
            url: site.url,
            wallet,
            ...(accountAbstraction ? { accountAbstraction } : {}),
            ...(paymaster ? { paymaster } : {}),
          })
        } finally {
          await wallet.stop()
        }
      } finally {
        await paymaster?.stop()
        await accountAbstraction?.stop()
        await new Promise<void>((resolve) => {
          site.server.closeAllConnections()
          site.server.close(() => resolve())
        })
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

/** Hands the page the rig's chain and wallet service on every load, then opens the site at `path`. */
export async function openSite(
  page: Page,
  parameters: {
    walletSite: WalletSite
    evmRig: EvmRig
    path?: string
    timeouts?: SiteConfig['timeouts']
    locale?: string
  },
) {
  const chain = parameters.evmRig.chains[0]
  if (!chain) throw new Error('The rig has no EVM chain.')
  const config: SiteConfig = {
    serviceUrl: parameters.walletSite.wallet.url,
    projectId: parameters.walletSite.wallet.projectId,
    chain: { id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl },
    ...(parameters.timeouts ? { timeouts: parameters.timeouts } : {}),
    ...(parameters.locale ? { locale: parameters.locale } : {}),
  }
  await page.addInitScript((value) => {
    Object.assign(window, { siteConfig: value })
  }, config)
  await page.goto(`${parameters.walletSite.url}${parameters.path ?? '/'}`)
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
}

export { expect }
