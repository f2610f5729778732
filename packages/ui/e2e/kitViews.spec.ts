import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { fixtureUrl } from './helpers.js'

// The rig's registry and a loaded 2-core machine: these flows get more than the default 15 s.
test.describe.configure({ timeout: 60_000 })

declare global {
  interface Window {
    violations: string[]
  }
}

/** axe (WCAG 2.1 A and AA) over the page and the modal's shadow root: no violation. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target),
  }))
  expect(summary).toEqual([])
  // axe looked inside the modal: colour contrast was checked on its nodes.
  const contrast = results.passes.find((rule) => rule.id === 'color-contrast')
  expect(contrast?.nodes.some((node) => JSON.stringify(node.target).includes('latch-modal'))).toBe(true)
}

/** A screenshot of the page as the visitor sees it, kept as a test artifact. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, animations: 'disabled' })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

for (const theme of ['dark', 'light'] as const) {
  test(`Connect, AllWallets and Connecting views: axe finds nothing, screenshots kept (${theme})`, async ({
    page,
  }, testInfo) => {
    await page.goto(fixtureUrl(`kit.html?registry${theme === 'light' ? '&theme=light' : ''}`))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connect.getByRole('button', { name: /^All wallets/ })).toBeVisible()
    await expectNoViolations(page)
    await keepScreenshot(page, testInfo, `connect-${theme}`)

    await connect.getByRole('button', { name: /^All wallets/ }).click()
    const allWallets = page.getByRole('dialog', { name: 'All wallets' })
    await expect(allWallets.getByRole('listitem').first()).toBeVisible()
    await expect(allWallets.locator('.image[data-status="loaded"]').first()).toBeVisible()
    await expectNoViolations(page)
    await keepScreenshot(page, testInfo, `all-wallets-${theme}`)

    await allWallets.getByRole('searchbox', { name: 'Search wallets' }).fill('Rabby')
    await expect(allWallets.getByRole('button', { name: 'Rabby Wallet' })).toBeVisible()
    await keepScreenshot(page, testInfo, `all-wallets-search-${theme}`)

    // Rabby is not installed here: it leads to the WalletConnect QR flow, which this page does not
    // offer (no WalletConnect connector), so the view says the connection failed and offers a retry.
    await allWallets.getByRole('button', { name: 'Rabby Wallet' }).click()
    const qrView = page.getByRole('dialog', { name: 'Scan with your wallet' })
    await expect(qrView.getByRole('alert')).toHaveText('Failed to connect')
    await expect(qrView.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expectNoViolations(page)
    await keepScreenshot(page, testInfo, `connecting-walletconnect-failed-${theme}`)

    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: /^Grumpy Wallet/ }).click()
    const connecting = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(connecting.getByText('Connection rejected')).toBeVisible()
    await expectNoViolations(page)
    await keepScreenshot(page, testInfo, `connecting-external-rejected-${theme}`)
  })
}

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
