import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { fixtureUrl } from './helpers.js'

async function audit(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target),
  }))
  expect(summary).toEqual([])
  // Proof that axe looked inside the modal's shadow root: contrast was checked on its nodes.
  const contrast = results.passes.find((rule) => rule.id === 'color-contrast')
  return contrast?.nodes.filter((node) => JSON.stringify(node.target).includes('latch-modal')).length ?? 0
}

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds no violation in the ${theme} theme (buttons, wallet list, QR view)`, async ({ page }) => {
    // Reduced motion (playwright.config.ts): colours are final the moment the dialog shows.
    await page.goto(fixtureUrl(theme === 'light' ? '?theme=light' : ''))
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    expect(await audit(page)).toBeGreaterThan(5)

    await page.getByRole('button', { name: /^WalletConnect/ }).click()
    await expect(page.getByRole('img', { name: 'QR code to connect WalletConnect' })).toBeVisible()
    expect(await audit(page)).toBeGreaterThan(2)
  })
}
