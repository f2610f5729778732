import { walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
import type { BrowserContext, Page } from '@playwright/test'
import { addAuthenticator } from './authenticator.js'
import { forgetDeviceAndReload } from './forgetDevice.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test, type WalletSite } from './walletSite.js'

const addressOf = (page: Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)

/** The email and its code in the modal, up to the frame's recovery step. */
async function enterEmailAndCode(page: Page, walletSite: WalletSite, email: string) {
  const dialog = page.getByRole('dialog')
  const since = Date.now()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const tooSoon = dialog.getByRole('alert').filter({ hasText: /Please try again after \d+ seconds/ })
  const codeField = dialog.getByRole('textbox', { name: 'One-time code' })
  await expect(tooSoon.or(codeField)).toBeVisible()
  if (await tooSoon.isVisible()) {
    await page.waitForTimeout(Number((await tooSoon.textContent())?.match(/\d+/)?.[0]) * 1000)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  }
  const mail = await walletSite.wallet.mail.waitForMessage({ to: email, since: since - 1 })
  await codeField.fill(readOneTimeCode(mail))
}

/** A new browser (another device) with an authenticator of its own, holding no passkey. */
async function newDevice(context: BrowserContext) {
  const page = await context.newPage()
  await addAuthenticator(page)
  return page
}

test('a visitor protects the wallet with a passkey instead of a password; the same authenticator unlocks the wallet once its browser data is gone, a device without it cannot', async ({
  page,
  browser,
  evmRig,
  walletSite,
}) => {
  test.setTimeout(150_000)
  const email = `passkey+${Date.now()}@example.com`
  const { cdp, authenticatorId } = await addAuthenticator(page)
  await openSite(page, { walletSite, evmRig })
  await enterEmailAndCode(page, walletSite, email)
  const frame = walletFrame(page)
  await frame.getByRole('button', { name: 'Use a passkey instead' }).click()
  await expect.poll(() => addressOf(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const address = await addressOf(page)
  // The passkey is the frame's (the wallet service's origin), made for this account.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.rpId).toBe(new URL(walletSite.wallet.url).hostname)

  // A device without the passkey: asked for it, it cannot unlock the wallet.
  const stranger = await browser.newContext()
  const withoutPasskey = await newDevice(stranger)
  await openSite(withoutPasskey, { walletSite, evmRig })
  await enterEmailAndCode(withoutPasskey, walletSite, email)
  const strangerFrame = walletFrame(withoutPasskey)
  await strangerFrame.getByRole('button', { name: 'Use passkey' }).click()
  await expect(strangerFrame.getByRole('alert')).toHaveText(
    'The passkey was not used. Try again, or choose a recovery password.',
  )
  expect(await addressOf(withoutPasskey)).toBeUndefined()
  await stranger.close()

  // This browser with its data cleared (or another browser on the same computer, sharing its
  // platform authenticator): the wallet's device share is gone, the passkey unlocks the same wallet.
  // (Chromium's simulated authenticators cannot carry a passkey's PRF secret to another one, so a
  // passkey synced to a second device is not simulated here.)
  await forgetDeviceAndReload(page, walletSite.wallet.url)
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  await enterEmailAndCode(page, walletSite, email)
  await walletFrame(page).getByRole('button', { name: 'Use passkey' }).click()
  await expect.poll(() => addressOf(page)).toBe(address)
  // Still the one passkey: unlocking made none.
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1)
})
