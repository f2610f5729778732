import { expect, test } from '@playwright/test'
import { fixtureUrl, toHex } from './helpers.js'

test('a 360px card over a dimmed page at z-index 999, dark by default, light on request', async ({
  page,
}) => {
  for (const [query, background] of [
    ['', '#121313'],
    ['?theme=light', '#ffffff'],
  ] as const) {
    await page.goto(fixtureUrl(query))
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const layout = await dialog.evaluate((card: HTMLElement) => {
      const overlay = card.parentElement as HTMLElement
      return {
        width: card.offsetWidth,
        background: getComputedStyle(card).backgroundColor,
        zIndex: getComputedStyle(overlay).zIndex,
        fontSize: getComputedStyle(card).fontSize,
      }
    })
    expect({ ...layout, background: toHex(layout.background) }).toEqual({
      width: 360,
      background,
      zIndex: '999',
      fontSize: '14px',
    })
    const rowHeight = await page
      .getByRole('button', { name: /^Browser Wallet/ })
      .evaluate((row: HTMLElement) => row.offsetHeight)
    expect(rowHeight).toBe(56)
  }
})

test('theme variables apply at run time and bad ones throw a typed error', async ({ page }) => {
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const result = await page.evaluate(() => {
    const modal = document.querySelector('latch-modal')
    if (!modal) throw new Error('no modal')
    modal.setThemeVariables({ '--latch-z-index': 2000, '--latch-font-size-master': '12px' })
    let error = ''
    try {
      modal.setThemeVariables({ '--latch-z-index': 'high' as unknown as number })
    } catch (thrown) {
      error = (thrown as Error).name
    }
    modal.setThemeMode('light')
    return error
  })
  expect(result).toBe('InvalidThemeVariableError')
  const style = await dialog.evaluate((card) => ({
    zIndex: getComputedStyle(card.parentElement as HTMLElement).zIndex,
    fontSize: getComputedStyle(card).fontSize,
    background: getComputedStyle(card).backgroundColor,
  }))
  expect({ ...style, background: toHex(style.background) }).toEqual({
    zIndex: '2000',
    fontSize: '16.8px',
    background: '#ffffff',
  })
})

test('under 430px wide the card is a full-width bottom sheet with a drag handle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.goto(fixtureUrl())
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.waitForTimeout(250)
  const box = await dialog.boundingBox()
  expect(box?.width).toBe(375)
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(700)
  const handle = await dialog.evaluate(
    (card) => getComputedStyle(card.querySelector('.handle') as Element).display,
  )
  expect(handle).toBe('block')
})

test('embedded: the card sits inline where the site put it, always open, with no close button', async ({
  page,
}) => {
  await page.goto(fixtureUrl('?embedded'))
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toHaveAttribute('aria-modal', 'true')
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0)
  expect(await page.evaluate(() => document.querySelector('latch-modal')?.parentElement?.id)).toBe(
    'embedded-slot',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('latch-modal')?.close())).toBe(false)
})
