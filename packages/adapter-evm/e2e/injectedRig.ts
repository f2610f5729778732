import { type EvmRig, type Registry, startRegistry } from '@latchkit/testing'
import { expect, test as walletTest } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatEther, http } from 'viem'
import type { InjectedSiteConfig } from './fixture/injectedSite.js'

/**
 * The injected and extension specs' `test`: the rig (two anvil chains, the test wallets) plus the
 * rig's registry as the site's wallet registry and provider API, reading names from anvil.
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

/** Opens the fixture site (`injected.html`) on the rig's two chains. */
export async function openSite(page: Page, { evmRig, registry }: { evmRig: EvmRig; registry: Registry }) {
  const config: InjectedSiteConfig = {
    chains: evmRig.chains.map(({ chainId, name, rpcUrl, contracts }) => ({
      chainId,
      name,
      rpcUrl,
      contracts,
    })),
    registryUrl: registry.url,
  }
  const base = process.env.FIXTURE_URL
  if (!base) throw new Error('FIXTURE_URL is not set: run through playwright.config.ts (global setup)')
  await page.goto(`${base}/injected.html?rig=${encodeURIComponent(JSON.stringify(config))}`)
}

/** Connects the way a visitor does: Connect Wallet, then the wallet's row, and waits for the modal to close. */
export async function connectThroughModal(page: Page, walletName: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: walletName }).click()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 })
}

/** The kit's namespace state of EVM, as the page sees it. */
export function evmAccount(page: Page) {
  return page.evaluate(() => {
    const account = window.latchKit.getState().accounts.eip155
    return { status: account?.status, address: account?.address }
  })
}

/** Every `@latchkit/` localStorage entry of the page, parsed (its envelope's `value`). */
export function kitStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const entries: Record<string, unknown> = {}
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index)
      if (key?.startsWith('@latchkit/'))
        entries[key.slice('@latchkit/'.length)] = JSON.parse(localStorage.getItem(key) ?? 'null')?.value
    }
    return entries
  })
}

/** An ERC-20 balance read straight from anvil with viem. */
export function tokenBalanceOnChain(
  chain: EvmRig['chains'][number],
  token: `0x${string}`,
  owner: `0x${string}`,
): Promise<bigint> {
  const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl), cacheTime: 0 })
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** The native balance of `address` on `chain` as the Account view shows it (four decimals at most, cut). */
export async function shownNativeBalance(chain: EvmRig['chains'][number], address: `0x${string}`) {
  const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl), cacheTime: 0 })
  const [whole = '0', fraction = ''] = formatEther(await client.getBalance({ address })).split('.')
  const shown = fraction.slice(0, 4).replace(/0+$/, '').padEnd(2, '0')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${shown} ETH`
}
