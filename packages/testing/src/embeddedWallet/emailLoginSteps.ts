import { expect, type FrameLocator, type Page } from '@playwright/test'
import { readOneTimeCode } from '../mail/readOneTimeCode.js'
import type { WalletServiceRig } from './startWalletService.js'

/** The embedded wallet's frame (another origin: the rig's wallet service). */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Wallet"]')

/**
 * Signs in by email the way a visitor does: the email in the Connect view, the one-time code read
 * from the mail the rig's service sent, then the frame's recovery step (a new wallet's password,
 * or the password that unlocks the wallet on a new device). Within 30 s of the email's last login
 * the service refuses a new code (spec section 5): the visitor reads how long to wait, waits, and
 * continues.
 */
export async function signInByEmail(
  page: Page,
  wallet: WalletServiceRig,
  parameters: { email: string; recoveryPassword: string; step: 'create' | 'recover' | 'none' },
) {
  const since = Date.now()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(parameters.email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const tooSoon = dialog.getByRole('alert').filter({ hasText: /Please try again after \d+ seconds/ })
  const codeField = dialog.getByRole('textbox', { name: 'One-time code' })
  await expect(tooSoon.or(codeField)).toBeVisible()
  if (await tooSoon.isVisible()) {
    const seconds = Number((await tooSoon.textContent())?.match(/\d+/)?.[0])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(30)
    await page.waitForTimeout(seconds * 1000)
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  }
  const mail = await wallet.mail.waitForMessage({ to: parameters.email, since: since - 1 })
  await codeField.fill(readOneTimeCode(mail))
  if (parameters.step === 'none') return
  const frame = walletFrame(page)
  await frame.getByLabel('Recovery password', { exact: true }).fill(parameters.recoveryPassword)
  if (parameters.step === 'create') {
    await frame.getByLabel('Repeat the recovery password').fill(parameters.recoveryPassword)
    await frame.getByRole('button', { name: 'Create wallet' }).click()
  } else {
    await frame.getByRole('button', { name: 'Unlock wallet' }).click()
  }
}

/** Answers the request the frame shows (a signature or a transaction). */
export async function answerInFrame(page: Page, answer: 'Approve' | 'Decline') {
  const button = walletFrame(page).getByRole('button', { name: answer, exact: true })
  // Approve is enabled once the frame has been visible for a moment (against clickjacking).
  await expect(button).toBeEnabled()
  await button.click()
}
