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
  const guide = [
    '/',
    '/installation.html',
    '/options.html',
    '/hooks-and-elements.html',
    '/theming.html',
    '/server-rendering.html',
    '/content-security-policy.html',
    '/sign-in.html',
    '/embedded-wallet.html',
    '/accessibility-and-languages.html',
    '/errors.html',
    '/migrate/from-appkit.html',
    '/migrate/from-rainbowkit.html',
    '/migrate/from-connectkit.html',
    '/api/',
  ]
  for (const path of guide) {
    await page.goto(`${docsUrl}${path}`)
    await expect(page.locator('main h1').first()).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('each migration guide maps the peer and shows its ported app, taken from the tested files', async ({
  page,
  docsUrl,
}) => {
  const guides = [
    { path: 'from-appkit', peer: 'useAppKitAccount', ours: 'useLatchKitAccount', app: 'appkit' },
    { path: 'from-rainbowkit', peer: 'useConnectModal', ours: 'evm.wagmiConfig', app: 'rainbowkit' },
    { path: 'from-connectkit', peer: 'ConnectKitButton.Custom', ours: 'useLatchKit', app: 'connectkit' },
  ]
  for (const guide of guides) {
    await page.goto(`${docsUrl}/migrate/${guide.path}.html`)
    await expect(page.locator('main table').getByText(guide.peer, { exact: false }).first()).toBeVisible()
    const code = page.locator('main div[class*="language-"]')
    await expect(code.filter({ hasText: 'createLatchKit(' })).toHaveCount(1)
    await expect(code.filter({ hasText: guide.ours }).first()).toBeVisible()
    await expect(code.filter({ hasText: 'export function App()' })).toHaveCount(1)
  }
})
