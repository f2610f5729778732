import { expect, type Page, test } from '@playwright/test'
import { expectStillThenPulsing, fixtureUrl, holdRequests } from './helpers.js'

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

  // Scrolling to the end of what is loaded asks for the next page, one at a time: page 2, and once
  // its wallets are in, page 3 (a page in flight is not asked for again).
  const viewport = dialog.locator('.grid-viewport')
  const pageRequests = (pageNumber: number) =>
    requests.filter((url) => url.searchParams.get('page') === String(pageNumber)).length
  for (const next of [2, 3]) {
    const loadedHeight = await viewport.evaluate((element) => element.scrollHeight)
    await viewport.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect.poll(() => pageRequests(next)).toBe(1)
    await expect
      .poll(() => viewport.evaluate((element) => element.scrollHeight))
      .toBeGreaterThan(loadedHeight)
  }
  expect(pageRequests(2)).toBe(1)
  expect(pageRequests(4)).toBe(0)
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
  // When the page handled each keystroke (a capturing listener on window runs before the kit's
  // own), and the text it left (the box is in the shadow root).
  await page.evaluate(() => {
    const inputs: { at: number; text: string }[] = []
    Object.assign(window, { searchInputs: inputs })
    addEventListener(
      'input',
      (event) => {
        const box = event.composedPath()[0] as HTMLInputElement
        inputs.push({ at: performance.now(), text: box.value })
      },
      { capture: true },
    )
  })
  const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await search.pressSequentially('MetaMask', { delay: 60 })
  await expect(dialog.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  const searches = () =>
    requests.filter((url) => url.searchParams.has('search')).map((url) => url.searchParams.get('search'))
  await expect.poll(searches).toContain('MetaMask')
  await page.waitForTimeout(400)
  const asked = searches()
  const { inputs, askedAt } = await page.evaluate(() => ({
    inputs: (window as unknown as { searchInputs: { at: number; text: string }[] }).searchInputs,
    askedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('search=MetaMask'))
      .map((entry) => entry.startTime),
  }))
  const typed = [...'MetaMask'].map((_, i) => 'MetaMask'.slice(0, i + 1))
  expect(inputs.map((input) => input.text)).toEqual(typed)
  // The registry heard the final text once, at least 300 ms after the last keystroke...
  expect(asked.at(-1)).toBe('MetaMask')
  expect(askedAt).toHaveLength(1)
  expect((askedAt[0] ?? 0) - (inputs.at(-1)?.at ?? 0)).toBeGreaterThanOrEqual(299)
  // ...and before it, at most the texts the visitor paused on for 300 ms (a machine that stalls
  // can stretch a 60 ms gap), in the order typed, each once.
  const pausedOn = inputs
    .filter((input, index) => (inputs[index + 1]?.at ?? Number.POSITIVE_INFINITY) - input.at >= 300)
    .map((input) => input.text)
  expect(asked.every((text) => pausedOn.includes(text ?? ''))).toBe(true)
  expect(asked).toEqual(typed.filter((text) => asked.includes(text)))

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

test('a registry failure during a search keeps the matches at hand and says so; Try again adds what the registry finds', async ({
  page,
}) => {
  let isDown = true
  await page.route(
    (url) => url.pathname === '/registry/getWallets' && url.searchParams.has('search'),
    (route) => (isDown ? route.fulfill({ status: 503, body: 'registry down' }) : route.fallback()),
  )
  const dialog = await openAllWallets(page)
  const grid = dialog.getByRole('list', { name: 'All wallets' })
  await expect(grid.getByRole('listitem').first()).toBeVisible()
  const found = async () => Number(await grid.getByRole('listitem').first().getAttribute('aria-setsize'))
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Wallet')
  await expect(dialog.getByRole('alert')).toHaveText('Could not load wallets')
  // The wallets already loaded that match stay listed, and the query stays in the box.
  const atHand = await found()
  expect(atHand).toBeGreaterThan(0)
  await expect(dialog.getByRole('searchbox', { name: 'Search wallets' })).toHaveValue('Wallet')

  isDown = false
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect.poll(found).toBeGreaterThan(atHand)
})
