import type { Page } from '@playwright/test'
import { expect } from './demoSite.js'

/** Connects through a namespace's Connect button in the Buttons section and the wallet named `wallet`. */
export async function connectFromButton(
  page: Page,
  group: 'Solana' | 'Bitcoin' | 'Polkadot' | undefined,
  wallet: RegExp,
) {
  const button = group
    ? page.getByRole('group', { name: group }).getByRole('button', { name: 'Connect Wallet' })
    : page.getByRole('button', { name: 'Connect Wallet' }).first()
  await button.click()
  await page.getByRole('dialog').getByRole('button', { name: wallet }).first().click()
}

/** Answers the sign-in prompt the demo shows after each connect. */
export async function answerSignIn(page: Page, answer: 'Sign' | 'Cancel') {
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await dialog.getByRole('button', { name: answer, exact: true }).click()
  await expect(dialog).toBeHidden()
}
