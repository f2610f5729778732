import { expect, type Page, test } from '@playwright/test'
import { deepFocus, expectAxeCleanInBothThemes, fixtureUrl } from './helpers.js'

// The kit fixture with the stand-in social login (fixture/socialLoginStandIn.ts): the modal's side
// of social login, without the embedded wallet's service behind it.
const providers = ['Google', 'GitHub', 'Apple', 'Facebook', 'X', 'Discord']

async function openConnect(page: Page, query: string) {
  await page.goto(fixtureUrl(`kit.html?${query}`))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the Connect view offers each provider by name, every button reached by Tab with a visible focus', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const dialog = await openConnect(page, 'socials=google,github,apple,facebook,x,discord')
  // Google as the wide button with its text, the others as logo buttons named alike.
  await expect(dialog.getByRole('button', { name: 'Continue with Google', exact: true })).toHaveText(
    'Continue with Google',
  )
  for (const name of providers.slice(1)) {
    const button = dialog.getByRole('button', { name: `Continue with ${name}`, exact: true })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('title', `Continue with ${name}`)
  }
  // Below the wallets, after "or".
  await expect(dialog.getByText('or', { exact: true })).toBeVisible()

  // Tab walks the wallets, then each provider in order, then wraps to Close.
  const seen: string[] = []
  for (let press = 0; press < 12 && !seen.includes('Close'); press++) {
    await page.keyboard.press('Tab')
    seen.push((await deepFocus(page))?.name ?? '')
  }
  const first = seen.indexOf('Continue with Google')
  expect(seen.slice(first, first + providers.length)).toEqual(
    providers.map((name) => `Continue with ${name}`),
  )
  expect(seen.at(-1)).toBe('Close')
  // The focused button shows it: the outline of keyboard focus.
  await page.keyboard.press('Shift+Tab')
  const outline = await dialog.getByRole('button', { name: 'Continue with Discord' }).evaluate((button) => {
    const style = getComputedStyle(button)
    return { focused: button.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth }
  })
  expect(outline).toEqual({ focused: true, style: 'solid', width: '2px' })

  await expectAxeCleanInBothThemes(page, { testInfo, name: 'social-connect' })
})

test('a provider opens a 600x800 popup and ConnectingSocial; a closed popup says so and Try again opens another', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const dialog = await openConnect(page, 'socials=google,github,discord')
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupOpened
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800])

  // The view waits for the visitor in the popup, titled with the provider.
  // The view's own text (the page has no project id: the kit's banner says so above it).
  const connecting = page.getByRole('dialog', { name: 'GitHub' }).locator('[data-view-root]')
  await expect(connecting.getByText('Log in with GitHub')).toBeVisible()
  await expect(connecting.getByRole('status')).toHaveText('Continue in the window that opened')
  expect(await page.evaluate(() => window.socialLogins)).toEqual([{ provider: 'github', popup: true }])
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'social-waiting' })

  // The visitor closes the popup: the controller's 'Popup closed' is said in the view.
  await popup.close()
  await expect(connecting.getByRole('alert')).toHaveText('Popup closed')
  await expect(connecting.getByRole('status')).toHaveCount(0)
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'social-failed' })

  // Try again opens a new popup in its click and waits again.
  const reopened = page.waitForEvent('popup')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  const second = await reopened
  await expect(connecting.getByRole('status')).toHaveText('Continue in the window that opened')
  await expect(connecting.getByRole('alert')).toHaveCount(0)
  expect(await page.evaluate(() => window.socialLogins)).toEqual([
    { provider: 'github', popup: true },
    { provider: 'github', popup: true },
  ])
  await second.close()
  await expect(connecting.getByRole('alert')).toHaveText('Popup closed')
})

test.describe("in Telegram's browser on Android", () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  })

  test('Facebook and X are not offered, and a login opens no popup', async ({ page }) => {
    await page.addInitScript(() => {
      Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } })
    })
    const dialog = await openConnect(page, 'socials')
    await expect(dialog.getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible()
    for (const name of ['GitHub', 'Apple', 'Discord'])
      await expect(dialog.getByRole('button', { name: `Continue with ${name}`, exact: true })).toBeVisible()
    for (const name of ['Facebook', 'X'])
      await expect(dialog.getByRole('button', { name: `Continue with ${name}`, exact: true })).toHaveCount(0)

    let popups = 0
    page.on('popup', () => popups++)
    await dialog.getByRole('button', { name: 'Continue with Google', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Google' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => window.socialLogins))
      .toEqual([{ provider: 'google', popup: false }])
    expect(popups).toBe(0)
  })
})
