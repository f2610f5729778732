import { rigSocialProviders, signInWithSocial, socialProviderNames } from '@latchkit/testing/embedded-wallet'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

// Social login end to end in Chromium: the modal's button opens a 600x800 popup, the popup goes to
// the wallet service and the rig's identity provider (its real protocol), the visitor signs in
// there, the popup closes, the frame takes the session with its own secret and asks for the new
// wallet's recovery password, and the site is connected with the visitor's username.

const recoveryPassword = 'a long recovery password'

/**
 * The name the Account view shows: the username each provider's mapping keeps (Google and Apple
 * name the visitor by their email, Facebook by their name; the others by their handle).
 */
const shownName = {
  google: 'jane@example.test',
  apple: 'jane@example.test',
  facebook: 'Jane Doe',
  github: 'janedoe',
  x: 'janedoe',
  discord: 'agent0',
} as const

const connectedAddress = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)

for (const provider of rigSocialProviders)
  test(`a visitor signs in with ${socialProviderNames[provider]} and sees their username`, async ({
    page,
    evmRig,
    walletSite,
  }) => {
    await openSite(page, { walletSite, evmRig })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    // Discord's names are kept with the old discriminator's 0 after them ("agent0" as "agent00"):
    // the name shown drops it, and only it.
    const account = provider === 'discord' ? 'Agent Zero' : 'Jane Doe'
    const popupSize = page
      .waitForEvent('popup')
      .then((popup) => popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight })))
    await signInWithSocial(page, { provider, accountName: account, recoveryPassword, step: 'either' })
    expect(await popupSize).toEqual({ width: 600, height: 800 })
    await expect.poll(() => connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)

    await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await expect(dialog.getByText(shownName[provider], { exact: true })).toBeVisible()
    const stored = await page.evaluate(() => (window as unknown as SiteWindow).kit.embeddedSession.get())
    expect(stored).toMatchObject({
      loggedIn: true,
      socialProvider: provider,
      socialUsername: provider === 'discord' ? 'agent00' : shownName[provider],
    })

    // A reload keeps the visitor signed in, with the same name.
    const address = await connectedAddress(page)
    await page.reload()
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
    await expect.poll(() => connectedAddress(page)).toBe(address)
  })

test('closing the popup says "Popup closed", and Try again signs in', async ({
  page,
  evmRig,
  walletSite,
}) => {
  await openSite(page, { walletSite, evmRig })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const popupOpens = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupOpens
  await expect(popup.getByRole('button', { name: 'Sign in as Jane Doe' })).toBeVisible()
  await popup.close()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Popup closed' })).toBeVisible()

  const again = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const second = await again
  const closes = second.waitForEvent('close')
  await second.getByRole('button', { name: 'Sign in as Jane Doe' }).click()
  await closes
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().modal.view))
    .not.toBe('ConnectingSocial')
})

test('refusing at the provider says "Connection rejected"', async ({ page, evmRig, walletSite }) => {
  await openSite(page, { walletSite, evmRig })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const popupOpens = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpens
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByRole('alert').filter({ hasText: 'Connection rejected' })).toBeVisible()
  expect(await connectedAddress(page)).toBeUndefined()
})

test('when the browser blocks the popup, the whole page goes to the provider and the login finishes on its return', async ({
  page,
  evmRig,
  walletSite,
}) => {
  // A popup blocker: window.open answers null, as a browser that blocked it does.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await openSite(page, { walletSite, evmRig, path: '/?page=shop' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with GitHub' }).click()
  await page.getByRole('button', { name: 'Sign in as Jane Doe' }).click()
  // Back on the site's page it left, without the attempt in its address.
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
  expect(new URL(page.url()).search).toBe('?page=shop')
  const frame = page.frameLocator('iframe[title="Wallet"]')
  const create = frame.getByRole('button', { name: 'Create wallet' })
  const unlock = frame.getByRole('button', { name: 'Unlock wallet' })
  await expect(create.or(unlock)).toBeVisible()
  await frame.getByLabel('Recovery password', { exact: true }).fill(recoveryPassword)
  if (await create.isVisible()) {
    await frame.getByLabel('Repeat the recovery password').fill(recoveryPassword)
    await create.click()
  } else await unlock.click()
  await expect.poll(() => connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(new URL(page.url()).hash).toBe('')
})
