import { expect, test } from '@playwright/test'
import { expectAxeCleanInBothThemes, fixtureUrl, keepScreenshot } from './helpers.js'

// Eight axe runs over the page and the modal's shadow root (four views, two themes): on CI's
// shared cores one took over 15 s, so this flow gets four minutes.
test.describe.configure({ timeout: 240_000 })

declare global {
  interface Window {
    violations: string[]
  }
}

test('Connect, AllWallets and Connecting views: axe finds nothing in either theme', async ({
  page,
}, testInfo) => {
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /^All wallets/ })).toBeVisible()
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'connect' })

  await connect.getByRole('button', { name: /^All wallets/ }).click()
  const allWallets = page.getByRole('dialog', { name: 'All wallets' })
  await expect(allWallets.getByRole('listitem').first()).toBeVisible()
  await expect(allWallets.locator('.image[data-status="loaded"]').first()).toBeVisible()
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'all-wallets' })

  await allWallets.getByRole('searchbox', { name: 'Search wallets' }).fill('Rabby')
  await expect(allWallets.getByRole('button', { name: 'Rabby Wallet' })).toBeVisible()
  await keepScreenshot(page, testInfo, 'all-wallets-search')

  // Rabby is not installed here: it leads to the WalletConnect QR flow, which this page does not
  // offer (no WalletConnect connector), so the view says the connection failed and offers a retry.
  await allWallets.getByRole('button', { name: 'Rabby Wallet' }).click()
  const qrView = page.getByRole('dialog', { name: 'Scan with your wallet' })
  await expect(qrView.getByRole('alert')).toHaveText('Failed to connect')
  await expect(qrView.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'connecting-walletconnect-failed' })

  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: /^Grumpy Wallet/ }).click()
  const connecting = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connecting.getByText('Connection rejected')).toBeVisible()
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'connecting-external-rejected' })
})

test('the kit page under the strict policy: the whole connect flow raises no CSP violation or console error', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.violations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto(fixtureUrl('kit.html?registry'))
  expect(response?.headers()['content-security-policy']).toBe("default-src 'self'")

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^All wallets/ }).click()
  const dialog = page.getByRole('dialog', { name: 'All wallets' })
  await expect(dialog.locator('.image[data-status="loaded"]').first()).toBeVisible()
  await dialog.locator('.grid-viewport').evaluate((element) => element.scrollBy(0, 1200))
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('MetaMask')
  await dialog.getByRole('button', { name: 'MetaMask' }).click()
  await expect(page.locator('#status')).toHaveText('connected')
  await page.evaluate(() => window.latchKit.setThemeMode('light'))
  await expect(page.locator('latch-modal')).toHaveAttribute('theme', 'light')

  expect(await page.evaluate(() => window.violations)).toEqual([])
  expect(errors).toEqual([])
})
