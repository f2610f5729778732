import { expect, type Page, test } from '@playwright/test'
import { expectStillThenPulsing, fixtureUrl, holdRequests } from './helpers.js'

// The rig's registry and a loaded 2-core machine: these flows get more than the default 15 s.
test.describe.configure({ timeout: 45_000 })

/** The registry's wallet-list requests the page made (the rig's registry, under /registry). */
function watchWalletRequests(page: Page): URL[] {
  const requests: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/registry/getWallets') requests.push(url)
  })
  return requests
}

async function openAllWallets(page: Page) {
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^All wallets/ }).click()
  const dialog = page.getByRole('dialog', { name: 'All wallets' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the grid renders only the tiles in view of ~700 wallets and fetches pages as it scrolls', async ({
  page,
}) => {
  const requests = watchWalletRequests(page)
  const dialog = await openAllWallets(page)
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  await expect(grid.getByRole('listitem').first()).toBeVisible()
  const total = await grid.getByRole('listitem').first().getAttribute('aria-setsize')
  expect(Number(total)).toBeGreaterThan(650)
  // Virtualized: the rows in view plus two above and below (at most 9 rows of 4).
  expect(await grid.getByRole('listitem').count()).toBeLessThanOrEqual(36)
  expect(
    requests.filter(
      (url) => url.searchParams.get('page') === '1' && url.searchParams.get('entries') === '40',
    ),
  ).toHaveLength(1)

  // Scrolling down asks for the next pages, one at a time.
  const viewport = dialog.locator('.grid-viewport')
  for (let step = 0; step < 6; step++) {
    await viewport.evaluate((element) => element.scrollBy(0, 600))
    await page.waitForTimeout(150)
  }
  await expect.poll(() => requests.filter((url) => url.searchParams.get('page') === '3').length).toBe(1)
  const positions = await grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('aria-posinset'))))
  expect(Math.min(...positions)).toBeGreaterThan(40)
  expect(await grid.getByRole('listitem').count()).toBeLessThanOrEqual(36)
})

test('search asks the registry once, 300 ms after the last keystroke, and picks a wallet from the results', async ({
  page,
}) => {
  const requests = watchWalletRequests(page)
  const dialog = await openAllWallets(page)
  // When each keystroke reached the page, and the text it left (the box is in the shadow root).
  await page.evaluate(() => {
    const inputs: { at: number; text: string }[] = []
    Object.assign(window, { searchInputs: inputs })
    addEventListener('input', (event) => {
      const box = event.composedPath()[0] as HTMLInputElement
      inputs.push({ at: event.timeStamp, text: box.value })
    })
  })
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.pressSequentially('MetaMask', { delay: 60 })
  await expect(dialog.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  const searches = () =>
    requests.filter((url) => url.searchParams.has('search')).map((url) => url.searchParams.get('search'))
  // The registry hears the text left by each keystroke that was not followed by another within
  // 300 ms: the last only, unless the machine stalled one of the 60 ms gaps past the wait.
  const inputs: { at: number; text: string }[] = await page.evaluate(
    () => (window as unknown as { searchInputs: { at: number; text: string }[] }).searchInputs,
  )
  expect(inputs.map((input) => input.text)).toEqual([...'MetaMask'].map((_, i) => 'MetaMask'.slice(0, i + 1)))
  const asked = inputs
    .filter((input, index) => index === inputs.length - 1 || (inputs[index + 1]?.at ?? 0) - input.at >= 300)
    .map((input) => input.text)
  expect(asked.at(-1)).toBe('MetaMask')
  await expect.poll(searches).toEqual(asked)
  await page.waitForTimeout(400)
  expect(searches()).toEqual(asked)

  // MetaMask is installed here, so picking it uses the injected connector.
  await dialog.getByRole('button', { name: 'MetaMask' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator('#address')).toHaveText('0x1111111111111111111111111111111111111111')
})

test('search shows the matching wallets already loaded at once, then adds what the registry finds', async ({
  page,
}) => {
  const dialog = await openAllWallets(page)
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  await expect(grid.getByRole('listitem').first()).toBeVisible()
  const loadedName = (await grid.getByRole('listitem').nth(5).textContent())?.trim() ?? ''
  // The registry's search answers only when the test lets it.
  const answer = await holdRequests(page, '**/registry/getWallets?*search=*')
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill(loadedName)
  await expect(grid.getByRole('button', { name: loadedName, exact: true })).toBeVisible()
  await expect(grid).toHaveAttribute('aria-busy', 'true')
  answer()
  await expect(grid).not.toHaveAttribute('aria-busy', 'true')
  await expect(grid.getByRole('button', { name: loadedName, exact: true })).toBeVisible()
})

test.describe('with motion allowed', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } })

  test('while a search waits for the registry, its placeholder tiles hold still for a second before they pulse', async ({
    page,
  }) => {
    const dialog = await openAllWallets(page)
    await expect(
      dialog.getByRole('list', { name: 'All wallets' }).getByRole('listitem').first(),
    ).toBeVisible()
    const answer = await holdRequests(page, '**/registry/getWallets?*search=*')
    // No wallet at hand matches: the grid shows placeholder tiles until the registry answers.
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('zzz-no-wallet-at-hand')
    const tile = dialog.locator('li.tile-skeleton').first()
    await expect(tile).toBeVisible()
    await expectStillThenPulsing(tile)
    answer()
  })
})

test('a search without results says so; clearing it shows every wallet again', async ({ page }) => {
  const dialog = await openAllWallets(page)
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.fill('no such wallet anywhere')
  await expect(dialog.getByText('No wallets found')).toBeVisible()
  await search.fill('')
  await expect(dialog.getByRole('list', { name: 'All wallets' }).getByRole('listitem').first()).toBeVisible()
})

test('a registry failure shows an error with "Try again", which recovers', async ({ page }) => {
  await page.route('**/registry/getWallets?*', (route) =>
    new URL(route.request().url()).searchParams.get('entries') === '40'
      ? route.fulfill({ status: 400, body: '{"message":"bad"}', contentType: 'application/json' })
      : route.fallback(),
  )
  const dialog = await openAllWallets(page)
  await expect(dialog.getByRole('alert')).toHaveText('Could not load wallets')
  await page.unroute('**/registry/getWallets?*')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('list', { name: 'All wallets' }).getByRole('listitem').first()).toBeVisible()
})
