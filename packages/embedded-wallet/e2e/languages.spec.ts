import { walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
import type { Page, TestInfo } from '@playwright/test'
// The texts the visitor should read, from the catalogues themselves (the modal's and the frame's).
import { catalogue as hebrew } from '../../ui/src/i18n/locales/he.js'
import { texts as frameHebrew } from '../src/frame/ui/locales/he.js'
import { expectAxeClean } from './axe.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

/** axe-clean in both themes (the page, the modal and the frame), with a screenshot of each theme. */
async function auditRightToLeft(page: Page, testInfo: TestInfo, where: string) {
  await expectAxeClean(page, `${where} in Hebrew`)
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => (window as unknown as SiteWindow).kit.setThemeMode(mode), theme)
    const path = testInfo.outputPath(`rtl-${where.replace(/\W+/g, '-')}-${theme}.png`)
    await page.screenshot({ path, animations: 'disabled' })
    await testInfo.attach(`rtl-${where}-${theme}`, { path, contentType: 'image/png' })
  }
}

test("in the site's language (Hebrew), the service's refusal reads in it and the frame draws its views in it, right to left, under the frame's CSP; each step axe-clean in both themes, with screenshots", async ({
  page,
  evmRig,
  walletSite,
}, testInfo) => {
  test.setTimeout(240_000)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
  })
  await openSite(page, { walletSite, evmRig, locale: 'he' })
  const email = `ada+${Date.now()}@example.com`

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: hebrew.connectWallet })
  await expect(page.locator('latch-modal')).toHaveAttribute('dir', 'rtl')
  const emailField = dialog.getByRole('textbox', { name: hebrew.email })
  await expect(emailField).toBeVisible()
  await auditRightToLeft(page, testInfo, 'the Connect view with its email field')
  await emailField.fill(email)
  const since = Date.now()
  await page.keyboard.press('Enter')
  const mail = await walletSite.wallet.mail.waitForMessage({ to: email, since: since - 1 })
  const code = readOneTimeCode(mail)

  // A wrong code: the wallet service refuses it ('Invalid code'), the visitor reads it in Hebrew.
  const codeField = dialog.getByRole('textbox', { name: hebrew.oneTimeCode })
  await codeField.fill(code === '000000' ? '111111' : '000000')
  await expect(dialog.getByRole('alert').filter({ hasText: hebrew.OTP_INVALID })).toBeVisible()
  await auditRightToLeft(page, testInfo, 'the code view with a refused code')

  // The right code: the frame asks for a recovery password, in Hebrew, right to left.
  await codeField.fill(code)
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: frameHebrew.createTitle })).toBeVisible()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'he')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await auditRightToLeft(page, testInfo, "the frame's recovery password view")
  const password = frame.getByLabel(frameHebrew.password, { exact: true })
  await password.fill('a recovery password')
  await frame.getByLabel(frameHebrew.confirmPassword, { exact: true }).fill('a recovery password')
  await frame.getByRole('button', { name: frameHebrew.createWallet }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status))
    .toBe('connected')
  expect(violations).toEqual([])
})
