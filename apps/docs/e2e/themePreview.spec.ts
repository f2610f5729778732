import { expect, test } from './docsSite.js'

test('the theming preview opens the modal in the chosen mode, asking no other origin before the click', async ({
  page,
  docsUrl,
}) => {
  const otherOrigins: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(docsUrl) && !request.url().startsWith('data:'))
      otherOrigins.push(request.url())
  })

  await page.goto(`${docsUrl}/theming.html`)
  const openButton = page.getByRole('button', { name: 'Open the modal' })
  await expect(openButton).toBeEnabled()
  await page.getByLabel('Mode').selectOption('light')
  await page.waitForLoadState('networkidle')
  expect(otherOrigins).toEqual([])

  await openButton.click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.locator('latch-modal')).toHaveAttribute('theme', 'light')
})

test('every page of the guide loads without a console error', async ({ page, docsUrl }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  for (const path of ['/', '/installation.html', '/options.html', '/errors.html', '/api/']) {
    await page.goto(`${docsUrl}${path}`)
    await expect(page.locator('main h1').first()).toBeVisible()
  }
  expect(errors).toEqual([])
})
