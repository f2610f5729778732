import { expect, test } from '@playwright/test'
import { expectAxeCleanInBothThemes, fixtureUrl } from './helpers.js'

test('axe finds no violation in either theme (buttons, wallet list, QR view)', async ({ page }) => {
  // Four full axe audits (two views, two themes) of the page and the modal's shadow root: well
  // past a minute on CI's cores.
  test.setTimeout(180_000)
  // Reduced motion (playwright.config.ts): colours are final the moment the dialog shows.
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expectAxeCleanInBothThemes(page)

  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(page.getByRole('img', { name: 'QR code to connect WalletConnect' })).toBeVisible()
  await expectAxeCleanInBothThemes(page)
})
