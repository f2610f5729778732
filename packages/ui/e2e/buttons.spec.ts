import { expect, test } from '@playwright/test'
import { fixtureUrl } from './helpers.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test.beforeEach(async ({ page }) => {
  await page.goto(fixtureUrl())
})

test('buttons render from their state without React: connect, account with identicon, network', async ({
  page,
}) => {
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Select network' })).toBeVisible()
  await expect(page.locator('latch-account-button')).toBeHidden()

  const avatarWidth = await page.evaluate((account) => {
    for (const button of document.querySelectorAll(
      'latch-button, latch-account-button, latch-network-button',
    ))
      (button as HTMLElementTagNameMap['latch-button']).state = {
        status: 'connected',
        address: account,
        networkName: 'Arbitrum',
      }
    // Measured in the same task: the avatar has its place before its picture is drawn.
    return document.querySelector('latch-button')?.shadowRoot?.querySelector<HTMLElement>('.avatar')
      ?.offsetWidth
  }, address)
  expect(avatarWidth).toBe(28)
  const accountButtons = page.getByRole('button', { name: 'Account: 0x7099…79C8' })
  await expect(accountButtons).toHaveCount(2)
  await expect(page.locator('latch-account-button')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Network: Arbitrum' })).toHaveText('Arbitrum')
  // The identicon (its code loads once an account shows): the same address draws the same
  // picture in both buttons.
  const pictures = () =>
    page.evaluate(() =>
      ['latch-button', 'latch-account-button'].map(
        (name) => document.querySelector(name)?.shadowRoot?.querySelector('svg')?.innerHTML,
      ),
    )
  await expect.poll(async () => (await pictures())[0]).toBeTruthy()
  const [first, second] = await pictures()
  expect(first).toBe(second)

  // No React was needed for any of it: the modal chunk was never downloaded.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes('renderShell')),
  )
  expect(scripts).toEqual([])
})

test('a click dispatches a cancelable latch-open; onOpen replaces opening the modal', async ({ page }) => {
  await page.evaluate(() => {
    document.addEventListener('latch-open', (event) => {
      document.body.dataset.requested = (event as CustomEvent<{ view: string }>).detail.view
      event.preventDefault()
    })
  })
  await page.getByRole('button', { name: 'Select network' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-requested', 'Networks')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.reload()
  await page.evaluate(() => {
    const button = document.querySelector('latch-connect-button')
    if (button)
      button.onOpen = (request) => {
        document.body.dataset.opened = request.view
      }
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).nth(1).click()
  await expect(page.locator('body')).toHaveAttribute('data-opened', 'Connect')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('connecting shows a busy label; without a kit the network button opens no modal', async ({ page }) => {
  await page.evaluate(() => {
    const button = document.querySelector('latch-button')
    if (button) button.state = { status: 'connecting' }
  })
  const busy = page.getByRole('button', { name: 'Connecting…' })
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  // Networks is a kit's view: the modal without a kit refuses it rather than open on an empty card.
  await page.getByRole('button', { name: 'Select network' }).click()
  const refusal = await page.evaluate(() =>
    document
      .querySelector('latch-modal')
      ?.open({ view: 'Networks' })
      .then(
        () => 'opened',
        (error: Error) => error.name,
      ),
  )
  expect(refusal).toBe('ViewNeedsKitError')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
