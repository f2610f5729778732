import AxeBuilder from '@axe-core/playwright'
import { startWalletService, walletFrame } from '@latchkit/testing/embedded-wallet'
import { readApprovalLink, readOneTimeCode } from '@latchkit/testing/mail'
import type { Browser, Page } from '@playwright/test'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

const recoveryPassword = 'a long recovery password'

const addressOf = (page: Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)

/** Opens the approval link the way a visitor does from their mail (another tab, no site around it). */
async function answerApprovalMail(browser: Browser, link: string, answer: 'Approve' | 'This was not me') {
  const mailTab = await browser.newPage()
  try {
    await mailTab.goto(link)
    await expect(mailTab.getByRole('heading', { name: 'Approve this sign-in?' })).toBeVisible()
    await mailTab.getByRole('button', { name: answer }).click()
    await expect(
      mailTab.getByText(answer === 'Approve' ? /can now sign in/ : /Sign-in refused/),
    ).toBeVisible()
  } finally {
    await mailTab.close()
  }
}

test('with device approval on, a browser new to an address waits on "Register this device" until the mailed link is approved, then gets its code; the same browser later signs in with the code alone; a refused link says so and a new one can be sent', async ({
  page,
  browser,
  evmRig,
  walletSite,
}) => {
  test.setTimeout(180_000)
  const wallet = await startWalletService({ siteOrigins: [walletSite.url], deviceApproval: true })
  const approving = { url: walletSite.url, wallet }
  try {
    const email = `ada+${Date.now()}@example.com`
    await openSite(page, { walletSite: approving, evmRig })
    const dialog = page.getByRole('dialog')
    const since = Date.now()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()

    // No code yet: the view asks to approve this browser from the mail, and waits.
    await expect(dialog.getByText('Register this device to continue')).toBeVisible()
    await expect(dialog.getByText(`Approve the login link we sent to ${email}`)).toBeVisible()
    await expect(dialog.getByRole('status')).toHaveText('Waiting for your approval…')
    for (const mode of ['dark', 'light'] as const) {
      await page.evaluate((theme) => (window as unknown as SiteWindow).kit.setThemeMode(theme), mode)
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      expect(
        violations.map((violation) => violation.id),
        `axe on the device view, ${mode}`,
      ).toEqual([])
    }
    const approvalMail = await wallet.mail.waitForMessage({ to: email, since: since - 1 })
    expect(approvalMail.subject).toMatch(/^Approve signing in to /)
    expect(() => readOneTimeCode(approvalMail)).toThrow()
    await answerApprovalMail(browser, readApprovalLink(approvalMail), 'Approve')

    // The view moves on by itself; the code comes now.
    const codeField = dialog.getByRole('textbox', { name: 'One-time code' })
    await expect(codeField).toBeFocused()
    const codeMail = await wallet.mail.waitForMessage({ to: email, since: approvalMail.receivedAt })
    await codeField.fill(readOneTimeCode(codeMail))
    const frame = walletFrame(page)
    await frame.getByLabel('Recovery password', { exact: true }).fill(recoveryPassword)
    await frame.getByLabel('Repeat the recovery password').fill(recoveryPassword)
    await frame.getByRole('button', { name: 'Create wallet' }).click()
    await expect.poll(() => addressOf(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const address = await addressOf(page)

    // Signed out, the same browser signs in again with the code alone (after the 30 s cooldown).
    await page.evaluate(() => (window as unknown as SiteWindow).kit.disconnect())
    await expect.poll(() => addressOf(page)).toBeUndefined()
    await page.waitForTimeout(Math.max(0, codeMail.receivedAt + 31_000 - Date.now()))
    const again = Date.now()
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(codeField).toBeVisible()
    const secondCode = await wallet.mail.waitForMessage({ to: email, since: again - 1 })
    await codeField.fill(readOneTimeCode(secondCode))
    await expect.poll(() => addressOf(page)).toBe(address)

    // Another browser, another visitor: a refused link says so; a new link (after the 30 s
    // cooldown), approved, gets the code. (Another address: the hourly limit of five mails per
    // address counts approval links as codes.)
    const otherEmail = `grace+${Date.now()}@example.com`
    const device = await browser.newContext()
    const other = await device.newPage()
    await openSite(other, { walletSite: approving, evmRig })
    const otherDialog = other.getByRole('dialog')
    const otherSince = Date.now()
    await other.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await otherDialog.getByRole('textbox', { name: 'Email' }).fill(otherEmail)
    await otherDialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(otherDialog.getByText('Register this device to continue')).toBeVisible()
    const refusedMail = await wallet.mail.waitForMessage({ to: otherEmail, since: otherSince - 1 })
    await answerApprovalMail(browser, readApprovalLink(refusedMail), 'This was not me')
    await expect(otherDialog.getByRole('status')).toHaveText(
      'This sign-in was refused from the approval email',
    )
    await other.waitForTimeout(Math.max(0, refusedMail.receivedAt + 31_000 - Date.now()))
    const resendSince = Date.now()
    await otherDialog.getByRole('button', { name: 'Resend link' }).click()
    await expect(otherDialog.getByRole('status')).toHaveText('A new link is on its way.')
    const newLink = await wallet.mail.waitForMessage({ to: otherEmail, since: resendSince - 1 })
    await answerApprovalMail(browser, readApprovalLink(newLink), 'Approve')
    const otherCode = otherDialog.getByRole('textbox', { name: 'One-time code' })
    await expect(otherCode).toBeVisible()
    await otherCode.fill(
      readOneTimeCode(await wallet.mail.waitForMessage({ to: otherEmail, since: newLink.receivedAt })),
    )
    const otherFrame = walletFrame(other)
    await otherFrame.getByLabel('Recovery password', { exact: true }).fill(recoveryPassword)
    await otherFrame.getByLabel('Repeat the recovery password').fill(recoveryPassword)
    await otherFrame.getByRole('button', { name: 'Create wallet' }).click()
    await expect.poll(() => addressOf(other)).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await addressOf(other)).not.toBe(address)
    await device.close()
  } finally {
    await wallet.stop()
  }
})
