import { expect, test } from '@playwright/test'
import { enableEveryView, visitEveryView } from './everyView.js'
import { hostileImages, hostileTexts } from './fixture/hostileContent.js'
import { fixtureUrl } from './helpers.js'

declare global {
  interface Window {
    xssRan?: number
  }
}

// Every view on a page whose wallets, registry and profiles are an attacker's corpus
// (fixture/hostileContent.ts). The page is served WITHOUT its Content-Security-Policy here: the
// modal must be inert by construction, not because a policy blocks what it let through.
test.describe.configure({ timeout: 240_000 })

test('names, icons, registry fields and profiles from an XSS corpus render inert in every view', async ({
  page,
}) => {
  const offPage: string[] = []
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.route(
    (url) => url.pathname === '/kit.html',
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    },
  )
  // The registry's wallets carry the corpus in every field the modal reads.
  await page.route(
    (url) => url.pathname === '/registry/getWallets',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown>[] }
      body.data = body.data.map((wallet, index) => ({
        ...wallet,
        name: hostileTexts[index % hostileTexts.length],
        image_id: hostileImages[index % hostileImages.length],
        mobile_link: 'javascript:window.xssRan=1',
        desktop_link: 'javascript:window.xssRan=1',
        webapp_link: 'javascript:window.xssRan=1',
      }))
      await route.fulfill({ response, json: body })
    },
  )
  // The provider API names every account with the corpus, and gives it a hostile avatar.
  await page.route(
    (url) => url.pathname.startsWith('/registry/v1/identity/'),
    (route) => route.fulfill({ json: { name: hostileTexts[0], avatar: hostileImages[1] } }),
  )
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') offPage.push(request.url())
  })

  await enableEveryView(page)
  await page.goto(fixtureUrl('kit.html?registry&hostile&networks=2'))
  const pageUrl = page.url()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  // The page's own elements, outside the kit's elements (the modal's is added on the first open,
  // and the buttons change as the account does) and the bundler's modulepreload links.
  const outsideModal = () =>
    page.evaluate(() => {
      const isKits = (element: Element | null): boolean =>
        element !== null && (element.localName.startsWith('latch-') || isKits(element.parentElement))
      return [...document.querySelectorAll('*')].filter(
        (element) => !isKits(element) && !element.matches('link[rel="modulepreload"]'),
      ).length
    })
  const elementsBefore = await outsideModal()
  // Markup arrives as text, shown as the attacker wrote it; a reversing override is removed.
  await expect(connect.getByRole('button', { name: /^<img src=x onerror=/ })).toBeVisible()
  await expect(
    connect.getByRole('button', { name: '<script>window.xssRan=1</script>', exact: true }),
  ).toBeVisible()
  await expect(connect.getByRole('button', { name: /^evil RTL override/ })).toBeVisible()
  // Pick a registry wallet whose links are all `javascript:` URLs: its view must not follow them.
  await connect.getByRole('button', { name: /^All wallets/ }).click()
  const allWallets = page.getByRole('dialog', { name: 'All wallets' })
  await expect(allWallets.getByRole('listitem').first()).toBeVisible()
  await allWallets.getByRole('listitem').first().getByRole('button').click()
  await page.evaluate(() => window.latchKit.goBack())

  const visited = await visitEveryView(page, { connectorId: 'com.hostile.0' }, async (view) => {
    expect(await page.evaluate(() => window.xssRan), `a script ran on ${view}`).toBeUndefined()
    expect(page.url(), `${view} navigated`).toBe(pageUrl)
    // Nothing escaped the shadow root: the page's own elements are as they were, and visible.
    expect(await outsideModal(), `${view} added to the page`).toBe(elementsBefore)
    await expect(page.getByRole('heading', { name: 'LatchKit kit fixture' })).toBeVisible()
  })
  expect(visited).toContain('Account')
  // The profile's name is shown as text on the Account view; its avatar URL is not loaded.
  await page.evaluate(() => {
    window.latchKit.navigate('Account')
  })
  await expect(page.getByTestId('account-name')).toHaveText('<img src=x onerror="window.xssRan=1">')

  expect(await page.evaluate(() => window.xssRan)).toBeUndefined()
  expect(dialogs).toEqual([])
  // No tracker or other host was asked for anything (icons off the allowed origins are not loaded).
  expect(offPage).toEqual([])
})
