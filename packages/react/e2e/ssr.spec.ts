import { readdir, readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'

function fixtureUrl(query = ''): string {
  const base = process.env.FIXTURE_URL
  if (!base) throw new Error('FIXTURE_URL is not set: run through playwright.config.ts (global setup)')
  return `${base}/${query}`
}

/** Sums layout shifts (without recent input) from the first paint, as CLS counts them. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as { cls: number }
    target.cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) target.cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** Loads the server HTML, waits for hydration and the elements, then a few frames; returns CLS. */
async function loadAndMeasure(page: Page, query = ''): Promise<number> {
  await watchLayoutShifts(page)
  await page.goto(fixtureUrl(query))
  await page.waitForFunction(() => window.hydrated && customElements.get('latch-button') !== undefined)
  await page.waitForTimeout(500)
  return page.evaluate(() => (window as unknown as { cls: number }).cls)
}

test('server HTML hydrates with no error and the buttons keep their size (CLS < 0.001)', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))

  const cls = await loadAndMeasure(page)
  console.log(`CLS with the size rule: ${cls}`)
  expect(cls).toBeLessThan(0.001)
  expect(await page.evaluate(() => window.recoverableErrors)).toEqual([])
  expect(errors).toEqual([])
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Network: Test Ethereum' })).toBeVisible()
  await expect(page.getByTestId('hooks')).toHaveText('disconnected | - | Test Ethereum | closed')
  // The size rule came with the server HTML and is still there (in <head> with a streamed document shell).
  await expect(page.locator('style[data-href="latchkit-button-fallback"]')).toHaveCount(1)
})

test('control: without the size rule the same page shifts, so the measure sees shifts', async ({ page }) => {
  const cls = await loadAndMeasure(page, '?fallback=none')
  console.log(`CLS without the size rule: ${cls}`)
  expect(cls).toBeGreaterThan(0.001)
})

test('after hydration the buttons and hooks follow a connection made in the modal', async ({ page }) => {
  await loadAndMeasure(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /MetaMask/ })
    .click()
  await expect(page.getByRole('button', { name: 'Account: 0x7099…79C8' }).first()).toBeVisible()
  await expect(page.getByTestId('hooks')).toHaveText(
    'connected | 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 | Test Ethereum | closed',
  )
})

test('every built file starts with the use client directive (React Server Components apps)', async () => {
  const dist = new URL('../dist/', import.meta.url)
  const files = (await readdir(dist)).filter((file) => file.endsWith('.js'))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files)
    expect((await readFile(new URL(file, dist), 'utf8')).startsWith("'use client'"), file).toBe(true)
})
