import type { Page } from '@playwright/test'
import { expect, test } from './exampleSite'
import {
  readButtonTexts,
  readLayoutShift,
  watchButtonTexts,
  watchLayoutShifts,
  watchPageProblems,
} from './pageWatch'

/** Waits until the page's script has defined the kit's button, i.e. the page is hydrated and live. */
async function waitForLiveButton(page: Page) {
  await page.waitForFunction(() => customElements.get('latch-button') !== undefined)
}

test('the server sends the Connect Wallet button in its HTML, not a placeholder', async ({ request }) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<latch-button[^>]*>Connect Wallet<\/latch-button>/)
  expect(html).toMatch(/<latch-network-button[^>]*>Foundry<\/latch-network-button>/)
  expect(html).toContain('Not connected')
  // The button's size rule comes with the HTML, so it is the right size before any script runs.
  expect(html).toContain('latchkit-button-fallback')
})

test('the page hydrates with no error or hydration warning and nothing moves', async ({ page }) => {
  const problems = watchPageProblems(page)
  await watchLayoutShifts(page)
  await page.goto('/')
  await waitForLiveButton(page)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByText('Not connected')).toBeVisible()
  // A few frames for late shifts (the custom element upgrading, fonts).
  await page.waitForTimeout(500)
  expect(await readLayoutShift(page)).toBe(0)
  expect(problems).toEqual([])
})

test('a visitor connects the wallet in the modal and is still connected after a reload', async ({
  page,
  rig,
}) => {
  const problems = watchPageProblems(page)
  const address = rig.accounts[0]?.address
  if (!address) throw new Error('The rig has no account.')
  await page.goto('/')
  await waitForLiveButton(page)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /LatchKit Test Wallet/ })
    .first()
    .click()
  await expect(page.getByText(`Connected: ${address}`)).toBeVisible()
  // The connection is in the kit's cookies, so the server already renders the returning visitor's
  // account and network: the button's text and the avatar's room, no placeholder.
  const shortAddress = `${address.slice(0, 6)}…${address.slice(-4)}`
  const returningHtml = await (await page.request.get('/')).text()
  expect(returningHtml).toContain(`<latch-button data-latch-account="">${shortAddress}</latch-button>`)
  expect(returningHtml).toMatch(/<latch-network-button[^>]*>Foundry<\/latch-network-button>/)
  expect(returningHtml).not.toContain('Connect Wallet</latch-button>')

  await watchLayoutShifts(page)
  await watchButtonTexts(page)
  await page.reload()
  // Restored from the kit's cookies and the wallet, without a click.
  await expect(page.getByText(`Connected: ${address}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeHidden()
  await expect(page.getByRole('button', { name: `Account: ${shortAddress}` })).toBeVisible()
  await page.waitForTimeout(500)
  // Hydration kept the server's account: the button never flashed another state, nothing moved.
  expect(await readButtonTexts(page)).toEqual([shortAddress])
  expect(await readLayoutShift(page)).toBe(0)
  expect(problems).toEqual([])

  // The balance comes from the `foundry` network's RPC, the local anvil (here the rig's chain).
  await page.getByRole('button', { name: /^Account/ }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByText(/^[1-9][\d,]*(\.\d+)? ETH$/)
      .first(),
  ).toBeVisible()
})
