import { expect, type Page, test } from '@playwright/test'
import { farcasterStandInUrl } from './fixture/farcasterLoginStandIn.js'
import { deepFocus, expectAxeCleanInBothThemes, fixtureUrl, keepScreenshot } from './helpers.js'

// The kit fixture with the stand-in social and Farcaster logins (fixture/farcasterLoginStandIn.ts):
// the modal's side of Farcaster login, without the embedded wallet's service behind it.

async function openConnect(page: Page, query: string) {
  await page.goto(fixtureUrl(`kit.html?${query}`))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Presses Tab until `name` has focus (at most `presses` times); the names focused on the way. */
async function tabTo(page: Page, name: string, presses = 12): Promise<string[]> {
  const seen: string[] = []
  for (let press = 0; press < presses && seen.at(-1) !== name; press++) {
    await page.keyboard.press('Tab')
    seen.push((await deepFocus(page))?.name ?? '')
  }
  return seen
}

test.describe('with clipboard access', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('by keyboard alone: Farcaster after the providers, its QR code and link, Copy link, a failure and Try again', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000)
    const dialog = await openConnect(page, 'socials=google,github&farcaster')
    const farcasterButton = dialog.getByRole('button', { name: 'Continue with Farcaster', exact: true })
    await expect(farcasterButton).toHaveAttribute('title', 'Continue with Farcaster')
    await keepScreenshot(page, testInfo, 'farcaster-connect')
    // Last of the social logins, right after GitHub.
    const seen = await tabTo(page, 'Continue with Farcaster')
    expect(seen.slice(-3)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Farcaster',
    ])
    await page.keyboard.press('Enter')

    // No popup: the view, titled with the brand, shows the stand-in's address once its channel is open.
    const view = page.getByRole('dialog', { name: 'Farcaster' }).locator('[data-view-root]')
    const url = farcasterStandInUrl(1)
    await expect(view.getByRole('img', { name: 'QR code to connect Farcaster' })).toBeVisible()
    await expect(view.getByText('Scan with your phone’s camera, or open the link in Farcaster')).toBeVisible()
    const link = view.getByRole('link', { name: 'Open Farcaster' })
    await expect(link).toHaveAttribute('href', url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(await page.evaluate(() => window.farcasterLogins)).toBe(1)
    await expectAxeCleanInBothThemes(page, { testInfo, name: 'farcaster-waiting' })

    // The link and Copy link are reached by Tab; Enter copies the address.
    expect(await tabTo(page, 'Copy link')).toContain('Open Farcaster')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

    // The login fails: the failure replaces the code, and Try again takes the focus Copy link had.
    await page.evaluate(() => window.failFarcasterLogin('FARCASTER_CONNECT_FAILED'))
    await expect(view.getByRole('alert')).toHaveText('Failed to connect to farcaster')
    await expect(view.getByRole('img', { name: 'QR code to connect Farcaster' })).toHaveCount(0)
    await expect(view.getByRole('link')).toHaveCount(0)
    await expect.poll(async () => (await deepFocus(page))?.name).toBe('Try again')
    await expectAxeCleanInBothThemes(page, { testInfo, name: 'farcaster-failed' })

    // Try again asks for a new login and shows its own address.
    await page.keyboard.press('Enter')
    await expect(view.getByRole('alert')).toHaveCount(0)
    await expect(view.getByRole('link', { name: 'Open Farcaster' })).toHaveAttribute(
      'href',
      farcasterStandInUrl(2),
    )
    expect(await page.evaluate(() => window.farcasterLogins)).toBe(2)

    // The wallet service's refusals read as the catalogue words them.
    await page.evaluate(() => window.failFarcasterLogin('RATE_LIMITED'))
    await expect(view.getByRole('alert')).toHaveText('Rate Limited')
  })
})

test('while the channel opens, a still placeholder of the QR code’s size, and no link yet', async ({
  page,
}) => {
  await openConnect(page, 'socials=google&farcaster')
  await page.evaluate(() => window.latchKit.navigate('ConnectingFarcaster'))
  const view = page.getByRole('dialog', { name: 'Farcaster' }).locator('[data-view-root]')
  const placeholder = view.locator('.qr-tile[data-loading]')
  await expect(placeholder).toBeVisible()
  const tile = await placeholder.evaluate((element) => ({
    width: element.getBoundingClientRect().width,
    height: element.getBoundingClientRect().height,
    // The visitor asked for reduced motion (playwright.config.ts): it does not pulse.
    animations: element.getAnimations().length,
  }))
  expect(tile).toEqual({ width: 280, height: 280, animations: 0 })
  await expect(view.getByRole('link')).toHaveCount(0)
  await expect(view.getByRole('button', { name: 'Open Farcaster' })).toBeDisabled()
  await expect(view.getByRole('button', { name: 'Copy link' })).toBeDisabled()
})

test('an address of another scheme is shown but is never a link', async ({ page }) => {
  await openConnect(page, 'socials=google&farcaster')
  await page.evaluate(() =>
    window.latchKit.navigate('ConnectingFarcaster', { farcasterUrl: 'javascript:alert(document.domain)' }),
  )
  const view = page.getByRole('dialog', { name: 'Farcaster' }).locator('[data-view-root]')
  await expect(view.getByRole('img', { name: 'QR code to connect Farcaster' })).toBeVisible()
  await expect(view.getByRole('link')).toHaveCount(0)
  await expect(view.getByRole('button', { name: 'Open Farcaster' })).toBeDisabled()
})

test.describe("in Telegram's browser on Android", () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  })

  test('with Facebook and X dropped, Farcaster is the wide button', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } })
    })
    const dialog = await openConnect(page, 'socials=facebook,x&farcaster')
    await expect(dialog.getByRole('button', { name: 'Continue with Farcaster', exact: true })).toHaveText(
      'Continue with Farcaster',
    )
    await expect(dialog.getByRole('button', { name: /^Continue with (Facebook|X)$/ })).toHaveCount(0)
  })
})
