import { signInByEmail, startWalletService, walletFrame } from '@latchkit/testing/embedded-wallet'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

const addressOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)

test('with managed recovery (the operator keeps recovery shares: custodial), sign-up asks no recovery password and a new device recovers the wallet with the email code alone', async ({
  page,
  browser,
  evmRig,
  walletSite,
}) => {
  const wallet = await startWalletService({ siteOrigins: [walletSite.url], managedRecovery: true })
  try {
    const managed = { url: walletSite.url, wallet }
    const email = `custodial+${Date.now()}@example.com`
    await openSite(page, { walletSite: managed, evmRig })
    await signInByEmail(page, wallet, { email, recoveryPassword: '', step: 'none' })
    await expect.poll(() => addressOf(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = await addressOf(page)
    // The frame never asked for a password.
    await expect(walletFrame(page).getByLabel('Recovery password', { exact: true })).toHaveCount(0)

    // A new device: the code alone brings back the same wallet (the service releases the recovery share).
    const device = await browser.newContext()
    const second = await device.newPage()
    await openSite(second, { walletSite: managed, evmRig })
    await signInByEmail(second, wallet, { email, recoveryPassword: '', step: 'none' })
    await expect.poll(() => addressOf(second)).toBe(address)
    await device.close()
  } finally {
    await wallet.stop()
  }
})
