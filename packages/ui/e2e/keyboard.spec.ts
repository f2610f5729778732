import { expect, test } from '@playwright/test'
import { deepFocus, fixtureUrl } from './helpers.js'

test.beforeEach(async ({ page }) => {
  await page.goto(fixtureUrl())
})

test('opens from <latch-button> by keyboard, moves focus in, traps Tab, and Escape returns focus', async ({
  page,
}) => {
  const button = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await page.getByRole('link', { name: 'A link before the buttons' }).focus()
  await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  // Focus moved in: onto the first wallet row.
  expect(await deepFocus(page)).toEqual({
    hosts: ['latch-modal'],
    tag: 'button',
    name: 'WalletConnectQR code',
  })

  // Close button + 4 rows: Tab visits each and wraps, never leaving the modal.
  const seen: string[] = []
  for (let press = 0; press < 7; press++) {
    await page.keyboard.press('Tab')
    const focus = await deepFocus(page)
    expect(focus?.hosts).toEqual(['latch-modal'])
    seen.push(focus?.name ?? '')
  }
  expect(seen).toEqual([
    'Browser WalletInstalled',
    'Recent WalletRecent',
    'Foreign Image Wallet',
    'Close',
    'WalletConnectQR code',
    'Browser WalletInstalled',
    'Recent WalletRecent',
  ])
  for (const expected of [
    'Browser WalletInstalled',
    'WalletConnectQR code',
    'Close',
    'Foreign Image Wallet',
  ]) {
    await page.keyboard.press('Shift+Tab')
    expect((await deepFocus(page))?.name).toBe(expected)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeFocused()
})

test('close button and overlay close with focus returned; a row click reports its connector', async ({
  page,
}) => {
  const button = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await button.click()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()

  await button.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(button).toBeFocused()

  // Selecting a row tells the site which connector was picked.
  await button.click()
  await page.getByRole('button', { name: /^Browser Wallet/ }).click()
  await expect(page.locator('body')).toHaveAttribute('data-selected', 'injected')
})

test('closeBlocked keeps the modal open against Escape, the overlay and hides close', async ({ page }) => {
  await page.evaluate(() => {
    const modal = document.querySelector('latch-modal')
    if (modal) modal.closeBlocked = true
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0)

  await page.evaluate(() => {
    const modal = document.querySelector('latch-modal')
    if (modal) modal.closeBlocked = false
  })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('back returns to the previous view; with one view left it closes', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await page.getByRole('button', { name: /^WalletConnect/ }).click()
  const qrDialog = page.getByRole('dialog', { name: 'Scan with your wallet' })
  await expect(qrDialog).toBeVisible()
  // The row that had focus is gone: focus moved into the new view.
  expect((await deepFocus(page))?.hosts).toEqual(['latch-modal'])

  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
  expect((await deepFocus(page))?.name).toBe('WalletConnectQR code')

  await page.evaluate(() => document.querySelector('latch-modal')?.goBack())
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
