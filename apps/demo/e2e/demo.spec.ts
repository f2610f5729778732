import { expect, test } from '@playwright/test'

test('the demo app opens in Chromium and shows its title', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('LatchKit demo')
  await expect(page.getByRole('heading', { level: 1, name: 'LatchKit demo' })).toBeVisible()
})
