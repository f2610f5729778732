import { walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
import type { Page, TestInfo } from '@playwright/test'
// The texts the visitor should read, from the catalogues themselves (the modal's and the frame's).
import { catalogue as hebrew } from '../../ui/src/i18n/locales/he.js'
import { catalogue as japanese } from '../../ui/src/i18n/locales/ja.js'
import { texts as frameHebrew } from '../src/frame/ui/locales/he.js'
import { texts as frameJapanese } from '../src/frame/ui/locales/ja.js'
import { expectAxeClean } from './axe.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

/** A right-to-left language and a CJK one, each with the texts its visitor should read. */
const languages = [
  { locale: 'he', name: 'Hebrew', dir: 'rtl', modal: hebrew, frame: frameHebrew },
  { locale: 'ja', name: 'Japanese', dir: 'ltr', modal: japanese, frame: frameJapanese },
] as const

/** axe-clean in both themes (the page, the modal and the frame), with a screenshot of each theme. */
async function audit(page: Page, testInfo: TestInfo, where: string) {
  await expectAxeClean(page, where)
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => (window as unknown as SiteWindow).kit.setThemeMode(mode), theme)
    const path = testInfo.outputPath(`${where.replace(/\W+/g, '-')}-${theme}.png`)
    await page.screenshot({ path, animations: 'disabled' })
    await testInfo.attach(`${where}-${theme}`, { path, contentType: 'image/png' })
  }
}

for (const { locale, name, dir, modal, frame: texts } of languages)
  test(`in the site's language (${name}), the service's refusal reads in it and the frame draws its views in it, ${dir === 'rtl' ? 'right to left' : 'left to right'}, under the frame's CSP; each step (recovery, approval) axe-clean in both themes, with screenshots`, async ({
    page,
    evmRig,
    walletSite,
  }, testInfo) => {
    test.setTimeout(240_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
    })
    await openSite(page, { walletSite, evmRig, locale })
    const email = `ada+${locale}${Date.now()}@example.com`

    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const dialog = page.getByRole('dialog', { name: modal.connectWallet })
    if (dir === 'rtl') await expect(page.locator('latch-modal')).toHaveAttribute('dir', 'rtl')
    else await expect(page.locator('latch-modal')).not.toHaveAttribute('dir', 'rtl')
    const emailField = dialog.getByRole('textbox', { name: modal.email })
    await expect(emailField).toBeVisible()
    await audit(page, testInfo, `the Connect view with its email field in ${name}`)
    await emailField.fill(email)
    const since = Date.now()
    await page.keyboard.press('Enter')
    const mail = await walletSite.wallet.mail.waitForMessage({ to: email, since: since - 1 })
    const code = readOneTimeCode(mail)

    // A wrong code: the wallet service refuses it ('Invalid code'), the visitor reads it in their language.
    const codeField = dialog.getByRole('textbox', { name: modal.oneTimeCode })
    await codeField.fill(code === '000000' ? '111111' : '000000')
    await expect(dialog.getByRole('alert').filter({ hasText: modal.OTP_INVALID })).toBeVisible()
    await audit(page, testInfo, `the code view with a refused code in ${name}`)

    // The right code: the frame asks for a recovery password, in the same language and direction.
    await codeField.fill(code)
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: texts.createTitle })).toBeVisible()
    await expect(frame.locator('html')).toHaveAttribute('lang', locale)
    await expect(frame.locator('html')).toHaveAttribute('dir', dir)
    await audit(page, testInfo, `the frame's recovery password view in ${name}`)
    await frame.getByLabel(texts.password, { exact: true }).fill('a recovery password')
    await frame.getByLabel(texts.confirmPassword, { exact: true }).fill('a recovery password')
    await frame.getByRole('button', { name: texts.createWallet }).click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status),
      )
      .toBe('connected')

    // A signature to approve: the frame's approval view, in the same language and direction.
    const signature = page.evaluate(() =>
      (window as unknown as SiteWindow).embeddedProvider.request({
        method: 'personal_sign',
        params: [
          '0x6c616e6775616765',
          (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address,
        ],
      }),
    )
    await expect(frame.getByRole('heading', { name: texts.signMessage })).toBeVisible()
    const approve = frame.getByRole('button', { name: texts.approve })
    await expect(approve).toBeEnabled()
    await audit(page, testInfo, `the frame's approval view in ${name}`)
    await approve.click()
    await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    expect(violations).toEqual([])
  })
