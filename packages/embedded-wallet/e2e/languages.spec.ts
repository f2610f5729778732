import { walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
// The texts the visitor should read, from the catalogues themselves (the modal's and the frame's).
import { catalogue as hebrew } from '../../ui/src/i18n/locales/he.js'
import { texts as frameHebrew } from '../src/frame/ui/locales/he.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

test("in the site's language (Hebrew), the service's refusal reads in it and the frame draws its views in it, right to left, under the frame's CSP", async ({
  page,
  evmRig,
  walletSite,
}) => {
  test.setTimeout(120_000)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
  })
  await openSite(page, { walletSite, evmRig, locale: 'he' })
  const email = `ada+${Date.now()}@example.com`

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: hebrew.connectWallet })
  await dialog.getByRole('textbox', { name: hebrew.email }).fill(email)
  const since = Date.now()
  await page.keyboard.press('Enter')
  const mail = await walletSite.wallet.mail.waitForMessage({ to: email, since: since - 1 })
  const code = readOneTimeCode(mail)

  // A wrong code: the wallet service refuses it ('Invalid code'), the visitor reads it in Hebrew.
  const codeField = dialog.getByRole('textbox', { name: hebrew.oneTimeCode })
  await codeField.fill(code === '000000' ? '111111' : '000000')
  await expect(dialog.getByRole('alert').filter({ hasText: hebrew.OTP_INVALID })).toBeVisible()

  // The right code: the frame asks for a recovery password, in Hebrew, right to left.
  await codeField.fill(code)
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: frameHebrew.createTitle })).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'he')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  const password = frame.getByLabel(frameHebrew.password, { exact: true })
  await password.fill('a recovery password')
  await frame.getByLabel(frameHebrew.confirmPassword, { exact: true }).fill('a recovery password')
  await frame.getByRole('button', { name: frameHebrew.createWallet }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status))
    .toBe('connected')
  expect(violations).toEqual([])
})
