import { expect, type Page, test } from '@playwright/test'
import { deepFocus, fixtureUrl } from './helpers.js'

/** The scripts, registry requests and images the page asks for, as it does. */
function watchPage(page: Page) {
  const scripts: string[] = []
  const registryRequests: string[] = []
  const images: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script') scripts.push(url.pathname.split('/').pop() ?? '')
    if (request.resourceType() === 'image') images.push(request.url())
    if (url.pathname.startsWith('/registry')) registryRequests.push(url.pathname)
  })
  const loaded = (name: string) => scripts.some((script) => script.startsWith(`${name}-`))
  return { scripts, registryRequests, images, loaded }
}

// The core's lazy parts the first open needs: the Connect view's list rules, the connection
// code, the wallet-list controller and the registry client.
const openParts = ['connectViewLists', 'kitSession', 'createShownWalletList', 'createWalletRegistry']

test("hovering the kit button downloads the kit's code for opening too, and asks the registry nothing", async ({
  page,
}) => {
  const watched = watchPage(page)
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.waitForLoadState('networkidle')
  for (const part of openParts) expect(watched.loaded(part), part).toBe(false)

  await page.getByRole('button', { name: 'Connect Wallet' }).hover()
  await expect.poll(() => openParts.filter(watched.loaded)).toEqual(openParts)
  await page.waitForLoadState('networkidle')
  expect(watched.registryRequests).toEqual([])
  expect(await page.evaluate(() => window.latchKit.getState().modal.isOpen)).toBe(false)

  // The visitor acts: the wallet list opens and only now the registry is asked.
  const scriptsBeforeClick = watched.scripts.length
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('listitem').first(),
  ).toBeVisible()
  await expect.poll(() => watched.registryRequests.length).toBeGreaterThan(0)
  // Nothing the first open needs was still to download.
  expect(
    watched.scripts
      .slice(scriptsBeforeClick)
      .filter((script) => openParts.some((part) => script.startsWith(`${part}-`))),
  ).toEqual([])
})

test("on a hover the modal's own code is asked for before the kit's connection code: a tap's wallet list waits for the modal's code alone", async ({
  page,
}) => {
  const watched = watchPage(page)
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.waitForLoadState('networkidle')
  const before = watched.scripts.length
  await page.getByRole('button', { name: 'Connect Wallet' }).hover()
  await expect.poll(() => openParts.filter(watched.loaded)).toEqual(openParts)
  const requested = watched.scripts.slice(before)
  const position = (name: string) => requested.findIndex((script) => script.startsWith(`${name}-`))
  const lastModalChunk = Math.max(position('renderShell'), position('mountKitModal'))
  expect(lastModalChunk, requested.join(', ')).toBeGreaterThanOrEqual(0)
  for (const part of openParts) expect(position(part), requested.join(', ')).toBeGreaterThan(lastModalChunk)
})

test('hovering renders the Connect view ahead, hidden and inert (no image, no registry request); the click only shows it', async ({
  page,
}) => {
  const watched = watchPage(page)
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.waitForLoadState('networkidle')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.hover()
  const card = page.locator('latch-modal .card')
  await expect(card).toHaveAttribute('data-state', 'hidden')
  await expect(card.getByText('MetaMask')).toBeAttached()
  // Not shown, not announced, not reachable by keyboard, and silent.
  await expect(card).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await button.focus()
  await page.keyboard.press('Tab')
  expect((await deepFocus(page))?.hosts ?? []).not.toContain('latch-modal')
  await page.waitForLoadState('networkidle')
  expect(watched.registryRequests).toEqual([])
  expect(watched.images).toEqual([])

  // The click shows the very card rendered ahead, and only now do the images and registry load.
  await card.evaluate((element) => Object.assign(element, { renderedAhead: true }))
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => 'renderedAhead' in element)).toBe(true)
  await expect.poll(() => watched.registryRequests.length).toBeGreaterThan(0)
  await expect.poll(() => watched.images.length).toBeGreaterThan(0)
})

test('the card rendered ahead changes nothing on screen: the page is not dimmed or blurred after a hover', async ({
  page,
}) => {
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.waitForLoadState('networkidle')
  const before = await page.screenshot()
  await page.getByRole('button', { name: 'Connect Wallet' }).hover()
  await expect(page.locator('latch-modal .card')).toHaveAttribute('data-state', 'hidden')
  // Away from the button, so its hover colour is gone too.
  await page.mouse.move(700, 500)
  await page.waitForTimeout(300)
  expect((await page.screenshot()).equals(before)).toBe(true)
})

test("with prefetch: 'idle', an idle page downloads the code and renders the Connect view ahead, hidden and silent, before any hover", async ({
  page,
}) => {
  const watched = watchPage(page)
  await page.goto(fixtureUrl('kit.html?registry&prefetch=idle'))
  // No pointer or key has touched the page: only idleness starts it.
  await expect.poll(() => openParts.filter(watched.loaded)).toEqual(openParts)
  const card = page.locator('latch-modal .card')
  await expect(card).toHaveAttribute('data-state', 'hidden')
  await expect(card.getByText('MetaMask')).toBeAttached()
  await expect(card).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(watched.registryRequests).toEqual([])
  expect(watched.images).toEqual([])

  await card.evaluate((element) => Object.assign(element, { renderedAhead: true }))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((element) => 'renderedAhead' in element)).toBe(true)
  await expect.poll(() => watched.registryRequests.length).toBeGreaterThan(0)
})
