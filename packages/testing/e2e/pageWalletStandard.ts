import type { Page } from '@playwright/test'
import type { Wallet } from '@wallet-standard/base'

/** The page's view of the discovered wallet (set by {@link discoverStandardWallet}). */
export type TestWindow = Window & {
  WalletStandardApp?: { getWallets(): { get(): readonly Wallet[] } }
  testSolanaWallet?: Wallet
  testSolanaChanges?: (string[] | undefined)[]
}

/**
 * Loads `@wallet-standard/app` into the page and finds the wallet named `name` with `getWallets()`,
 * as a site does; keeps it and records its `change` events (as lists of addresses).
 */
export async function discoverStandardWallet(page: Page, siteUrl: string, name: string) {
  await page.addScriptTag({ url: `${siteUrl}/wallet-standard-app.js` })
  return page.evaluate((wantedName) => {
    const testWindow = window as TestWindow
    const wallets = testWindow.WalletStandardApp?.getWallets().get() ?? []
    const wallet = wallets.find((candidate) => candidate.name === wantedName)
    if (!wallet) throw new Error(`getWallets() has no wallet named ${wantedName}.`)
    testWindow.testSolanaWallet = wallet
    testWindow.testSolanaChanges = []
    const events = wallet.features['standard:events'] as {
      on(
        event: 'change',
        listener: (properties: { accounts?: readonly { address: string }[] }) => void,
      ): () => void
    }
    events.on('change', ({ accounts }) =>
      testWindow.testSolanaChanges?.push(accounts?.map((account) => account.address)),
    )
    return {
      version: wallet.version,
      icon: wallet.icon,
      chains: [...wallet.chains],
      features: Object.keys(wallet.features),
      count: wallets.length,
    }
  }, name)
}

/** The `change` events page code heard, as the account addresses each carried. */
export const standardWalletChanges = (page: Page) =>
  page.evaluate(() => (window as TestWindow).testSolanaChanges ?? [])
