import AxeBuilder from '@axe-core/playwright'
import { expect } from '@latchkit/testing/wallets'
import type { Page, TestInfo } from '@playwright/test'
// The texts the visitor should read, from the modal's catalogues themselves.
import { catalogue as hebrew } from '../../ui/src/i18n/locales/he.js'
import { catalogue as japanese } from '../../ui/src/i18n/locales/ja.js'
import { connect, openShop, test } from './shop.js'

/** A right-to-left language and a CJK one, each with the texts its visitor should read. */
const languages = [
  { locale: 'he', name: 'Hebrew', dir: 'rtl', modal: hebrew },
  { locale: 'ja', name: 'Japanese', dir: 'ltr', modal: japanese },
] as const

/** axe-clean in both themes, with a screenshot of each. */
async function audit(page: Page, testInfo: TestInfo, where: string) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => window.latchKit.setThemeMode(mode), theme)
    await expect(page.locator('latch-modal')).toHaveAttribute('theme', theme)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      results.violations.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target),
      })),
      `axe on ${where}, ${theme}`,
    ).toEqual([])
    const path = testInfo.outputPath(`${where.replace(/\W+/g, '-')}-${theme}.png`)
    await page.screenshot({ path, animations: 'disabled' })
    await testInfo.attach(`${where}-${theme}`, { path, contentType: 'image/png' })
  }
}

for (const { locale, name, dir, modal } of languages)
  test(`in ${name}, SIWXSignMessage reads in it (${dir}), keeps the message and the address left to right, is axe-clean in both themes with screenshots, and signs in`, async ({
    page,
    evmRig,
    evmWallet,
    siteServer,
  }, testInfo) => {
    await openShop(page, { evmRig, siteServer }, { locale })
    await connect(page)
    const dialog = page.getByRole('dialog', { name: modal.signIn })
    await expect(dialog.getByText(modal.signInLead.replace('{name}', 'Siwx Shop'))).toBeVisible()
    await expect(page.locator('latch-modal')).toHaveAttribute('lang', locale)
    if (dir === 'rtl') await expect(page.locator('latch-modal')).toHaveAttribute('dir', 'rtl')
    else await expect(page.locator('latch-modal')).not.toHaveAttribute('dir', 'rtl')
    // The message is the protocol's text and the address a string of characters: in a
    // right-to-left modal both still read left to right.
    const message = dialog.getByRole('region', { name: modal.signInMessage })
    await expect(message).toContainText(evmWallet.address)
    expect(await message.locator('pre').evaluate((element) => getComputedStyle(element).direction)).toBe(
      'ltr',
    )
    const account = dialog.getByText(evmWallet.address, { exact: true }).first()
    expect(await account.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
    await audit(page, testInfo, `SIWXSignMessage in ${name}`)

    await dialog.getByRole('button', { name: modal.sign, exact: true }).click()
    await expect(dialog).toBeHidden()
    expect(siteServer.results).toEqual([
      { ok: true, data: expect.objectContaining({ accountAddress: evmWallet.address }) },
    ])
  })
