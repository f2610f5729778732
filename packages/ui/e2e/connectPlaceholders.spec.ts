import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectStillThenPulsing, fixtureUrl, holdRequests } from './helpers.js'

/** Opens the Connect view while the registry's wallet lists are held back; `answer` lets them through. */
async function openWhileRegistryWaits(page: Page) {
  const answer = await holdRequests(page, '**/registry/getWallets?**')
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return { answer, dialog: page.getByRole('dialog', { name: 'Connect Wallet' }) }
}

/** Where the card's title is and how tall the card is, once its finite animations are over. */
async function cardGeometry(dialog: Locator) {
  return dialog.evaluate(async (card: HTMLElement) => {
    const finite = card
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(finite.map((animation) => animation.finished))
    const title = card.querySelector('h2')?.getBoundingClientRect()
    return { titleTop: title?.top, height: card.getBoundingClientRect().height }
  })
}

test("while the registry answers, placeholder rows hold its wallets' room: the card does not grow and its header stays put", async ({
  page,
}) => {
  const { answer, dialog } = await openWhileRegistryWaits(page)
  await expect(dialog.getByRole('button', { name: /^MetaMask/ })).toBeVisible()
  // A page of 4 recommended wallets is on its way (no featured ids here): 4 placeholder rows.
  const placeholders = dialog.locator('li.skeleton')
  await expect(placeholders).toHaveCount(4)
  await expect(dialog.getByRole('list').first()).toHaveAttribute('aria-busy', 'true')
  const waiting = await cardGeometry(dialog)

  answer()
  await expect(dialog.getByRole('button', { name: /^Coinbase Wallet/ })).toBeVisible()
  await expect(placeholders).toHaveCount(0)
  await expect(dialog.getByRole('list').first()).not.toHaveAttribute('aria-busy')
  const answered = await cardGeometry(dialog)

  expect(answered.titleTop).toBeDefined()
  expect(answered.titleTop).toBe(waiting.titleTop)
  // MetaMask is installed, so the registry's MetaMask joins its row: 3 of the 4 rows are new.
  expect(answered.height).toBeLessThanOrEqual(waiting.height)
})

test.describe('with motion allowed', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } })

  test('a placeholder row holds still for its first second and pulses only while the wait goes on', async ({
    page,
  }) => {
    const { answer, dialog } = await openWhileRegistryWaits(page)
    const placeholder = dialog.locator('li.skeleton').first()
    await expect(placeholder).toBeVisible()
    await expectStillThenPulsing(placeholder)
    answer()
  })
})

test('a reopened modal shows the wallets already loaded, with no placeholder', async ({ page }) => {
  await page.goto(fixtureUrl('kit.html?registry'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^Coinbase Wallet/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('button', { name: /^Coinbase Wallet/ })).toBeVisible()
  await expect(dialog.locator('li.skeleton')).toHaveCount(0)
})
