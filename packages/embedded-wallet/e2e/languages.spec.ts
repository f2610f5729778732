import { startWalletService, walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
import type { Page, TestInfo } from '@playwright/test'
// The texts the visitor should read, from the catalogues themselves (the modal's and the frame's).
import { catalogue as hebrew } from '../../ui/src/i18n/locales/he.js'
import { catalogue as japanese } from '../../ui/src/i18n/locales/ja.js'
import { texts as frameHebrew } from '../src/frame/ui/locales/he.js'
import { texts as frameJapanese } from '../src/frame/ui/locales/ja.js'
import { addAuthenticator } from './authenticator.js'
import { expectAxeClean } from './axe.js'
import { forgetDeviceAndReload } from './forgetDevice.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test, type WalletSite } from './walletSite.js'

/** A right-to-left language and a CJK one, each with the texts its visitor should read. */
const languages = [
  { locale: 'he', name: 'Hebrew', dir: 'rtl', modal: hebrew, frame: frameHebrew },
  { locale: 'ja', name: 'Japanese', dir: 'ltr', modal: japanese, frame: frameJapanese },
] as const

type Language = (typeof languages)[number]

const addressOf = (page: Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)

/**
 * The email and its one-time code in the modal, read in `language`, up to the frame's recovery
 * step. Within 30 s of the address's last code the service refuses a new one, in the visitor's
 * language with the seconds to wait: the visitor waits them and continues.
 */
async function enterEmailAndCode(page: Page, walletSite: WalletSite, email: string, { modal }: Language) {
  const dialog = page.getByRole('dialog')
  const since = Date.now()
  // The page's button, still in English before the modal first opens (no language is downloaded
  // before the first click).
  await page.locator('latch-button').first().getByRole('button').click()
  await dialog.getByRole('textbox', { name: modal.email }).fill(email)
  await dialog.getByRole('button', { name: modal.continue, exact: true }).click()
  const tooSoon = dialog.getByRole('alert').filter({ hasText: /\d+/ })
  const codeField = dialog.getByRole('textbox', { name: modal.oneTimeCode })
  await expect(tooSoon.or(codeField)).toBeVisible()
  if (await tooSoon.isVisible()) {
    await page.waitForTimeout(Number((await tooSoon.textContent())?.match(/\d+/)?.[0]) * 1000)
    await dialog.getByRole('button', { name: modal.continue, exact: true }).click()
  }
  const mail = await walletSite.wallet.mail.waitForMessage({ to: email, since: since - 1 })
  await codeField.fill(readOneTimeCode(mail))
}

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

for (const language of languages) {
  const { locale, name, dir, modal, frame: texts } = language
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
    const address = await addressOf(page)

    // The browser's data cleared: the frame asks for the recovery password to unlock the wallet.
    await forgetDeviceAndReload(page, walletSite.wallet.url)
    await enterEmailAndCode(page, walletSite, email, language)
    await expect(frame.getByRole('heading', { name: texts.recoverTitle })).toBeVisible()
    await audit(page, testInfo, `the frame's unlock view in ${name}`)
    await frame.getByLabel(texts.password, { exact: true }).fill('a recovery password')
    await frame.getByRole('button', { name: texts.unlockWallet }).click()
    await expect.poll(() => addressOf(page)).toBe(address)
    expect(violations).toEqual([])
  })
}

for (const language of languages) {
  const { locale, name, modal, frame: texts } = language
  test(`in ${name}, an email wallet's own views: the Account view, key export in the frame, the email change's two steps, and the passkey that unlocks the wallet once the browser's data is gone, each axe-clean in both themes with screenshots; then the site changes language and the loaded frame follows`, async ({
    page,
    evmRig,
    walletSite,
  }, testInfo) => {
    test.setTimeout(240_000)
    await addAuthenticator(page)
    await openSite(page, { walletSite, evmRig, locale })
    const { wallet } = walletSite
    const email = `grace+${locale}${Date.now()}@example.com`
    await enterEmailAndCode(page, walletSite, email, language)
    const frame = walletFrame(page)
    await frame.getByRole('button', { name: texts.usePasskey }).click()
    await expect.poll(() => addressOf(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = await addressOf(page)

    await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
    const account = page.getByRole('dialog', { name: modal.account })
    await expect(account.getByText(email.slice(0, 30))).toBeVisible()
    await audit(page, testInfo, `the Account view of an email wallet in ${name}`)

    // Key export: the frame asks for a fresh code, then shows the key, in the visitor's language.
    const exportSince = Date.now()
    await account.getByRole('button', { name: modal.exportKey }).click()
    await expect(page.getByRole('dialog', { name: modal.exportKey })).toBeVisible()
    await expect(frame.getByRole('heading', { name: texts.exportTitle })).toBeVisible()
    await audit(page, testInfo, `the frame's key export view in ${name}`)
    const exportMail = await wallet.mail.waitForMessage({ to: email, since: exportSince })
    await frame.getByLabel(texts.code).fill(readOneTimeCode(exportMail))
    await frame.getByRole('button', { name: texts.showKeys }).click()
    await expect(frame.getByRole('definition').filter({ hasText: /^0x[0-9a-f]{64}$/ })).toBeVisible()
    await audit(page, testInfo, `the frame's key view in ${name}`)
    await frame.getByRole('button', { name: texts.done }).click()

    // The email change: the new address, then a code to each address.
    await account.getByRole('button', { name: modal.updateEmail }).click()
    const update = page.getByRole('dialog', { name: modal.updateEmail })
    const newEmail = `g.${locale}${Date.now()}@example.org`
    const changeSince = Date.now()
    await update.getByRole('textbox', { name: modal.newEmail }).fill(newEmail)
    await audit(page, testInfo, `the email change's new address in ${name}`)
    await update.getByRole('button', { name: modal.continue, exact: true }).click()
    const codeField = update.getByRole('textbox', { name: modal.oneTimeCode })
    await expect(codeField).toBeVisible()
    await audit(page, testInfo, `the email change's code in ${name}`)
    await codeField.fill(readOneTimeCode(await wallet.mail.waitForMessage({ to: email, since: changeSince })))
    await update.getByRole('button', { name: modal.continue, exact: true }).click()
    const secondary = await wallet.mail.waitForMessage({ to: newEmail, since: changeSince })
    await codeField.fill(readOneTimeCode(secondary))
    await update.getByRole('button', { name: modal.continue, exact: true }).click()
    await expect(account.getByText(newEmail, { exact: true })).toBeVisible()

    // The browser's data cleared: the same authenticator's passkey unlocks the wallet.
    await forgetDeviceAndReload(page, wallet.url)
    await enterEmailAndCode(page, walletSite, newEmail, language)
    await expect(frame.getByRole('heading', { name: texts.recoverTitle })).toBeVisible()
    const usePasskey = frame.getByRole('button', { name: texts.unlockWithPasskey })
    await expect(usePasskey).toBeVisible()
    await audit(page, testInfo, `the frame's passkey unlock view in ${name}`)
    await usePasskey.click()
    await expect.poll(() => addressOf(page)).toBe(address)

    // The site switches the modal to another language: the loaded frame follows it at once.
    const other = languages.find((candidate) => candidate.locale !== locale) ?? language
    await page.evaluate((tag) => (window as unknown as SiteWindow).kit.setLocale(tag), other.locale)
    await expect(frame.locator('html')).toHaveAttribute('lang', other.locale)
    await expect(frame.locator('html')).toHaveAttribute('dir', other.dir)
    const signature = page.evaluate(
      (account) =>
        (window as unknown as SiteWindow).embeddedProvider.request({
          method: 'personal_sign',
          params: ['0x6c616e6775616765', account],
        }),
      address,
    )
    await expect(frame.getByRole('heading', { name: other.frame.signMessage })).toBeVisible()
    const approve = frame.getByRole('button', { name: other.frame.approve })
    await expect(approve).toBeEnabled()
    await approve.click()
    await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)
  })
}

test('with device approval on, the view that waits for the mailed link reads in Hebrew and in Japanese, axe-clean in both themes, with screenshots', async ({
  browser,
  evmRig,
  walletSite,
}, testInfo) => {
  const wallet = await startWalletService({ siteOrigins: [walletSite.url], deviceApproval: true })
  try {
    for (const { locale, name, dir, modal } of languages) {
      // A browser of its own per language (axe needs a page of a context made by the test).
      const context = await browser.newContext()
      const page = await context.newPage()
      await openSite(page, { walletSite: { url: walletSite.url, wallet }, evmRig, locale })
      await page.locator('latch-button').first().getByRole('button').click()
      const dialog = page.getByRole('dialog', { name: modal.connectWallet })
      await dialog
        .getByRole('textbox', { name: modal.email })
        .fill(`ada+device${locale}${Date.now()}@example.com`)
      await dialog.getByRole('button', { name: modal.continue, exact: true }).click()
      await expect(dialog.getByText(modal.registerDevice)).toBeVisible()
      await expect(dialog.getByRole('status')).toHaveText(modal.deviceWaiting)
      await expect(page.locator('latch-modal')).toHaveAttribute('lang', locale)
      if (dir === 'rtl') await expect(page.locator('latch-modal')).toHaveAttribute('dir', 'rtl')
      await audit(page, testInfo, `the device approval view in ${name}`)
      await context.close()
    }
  } finally {
    await wallet.stop()
  }
})
