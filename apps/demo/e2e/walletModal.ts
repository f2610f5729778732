import AxeBuilder from '@axe-core/playwright'
import type { Rig } from '@latchkit/testing'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { answerSignIn, connectFromButton } from './connectFromPage.js'
import { expect } from './demoSite.js'

/** `text` as a regular expression matching it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * axe on the page and the modal's shadow root, in the dark and the light theme (set on the modal's
 * kit); with `screenshotsFor`, a screenshot of each theme attached to that test.
 */
export async function expectAxeClean(page: Page, where: string, screenshotsFor?: TestInfo) {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => {
      const modal = document.querySelector('latch-modal') as
        | (Element & { kit?: { setThemeMode(m: string): void } })
        | null
      modal?.kit?.setThemeMode(mode)
    }, theme)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
    )
    expect(violations, `axe on ${where} (${theme})`).toEqual([])
    if (screenshotsFor) {
      const path = screenshotsFor.outputPath(`${where.replace(/\W+/g, '-')}-${theme}.png`)
      await page.screenshot({ path, animations: 'disabled' })
      await screenshotsFor.attach(`${where} (${theme})`, { path, contentType: 'image/png' })
    }
  }
}

/** A rig account by index, failing the test when the rig has fewer. */
export function rigAccount(rig: Rig, index: number) {
  const account = rig.evm.accounts.at(index)
  if (!account) throw new Error(`The rig has no EVM account at ${index}.`)
  return account
}

/** Connects the injected test wallet from the page's Connect button, declines sign-in and opens Account. */
export async function openAccount(
  page: Page,
  wallet: { group?: Parameters<typeof connectFromButton>[1]; name: RegExp } = {
    group: undefined,
    name: /LatchKit Test Wallet/,
  },
): Promise<Locator> {
  await connectFromButton(page, wallet.group, wallet.name)
  await answerSignIn(page, 'Cancel')
  return openAccountView(page)
}

/** Opens the Account view from the page's account button (a namespace already connected). */
export async function openAccountView(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^Account/ })
    .first()
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  return account
}

/**
 * Picks an option of a `<select>` by keyboard, by the start of its text: focus, then the down
 * arrow until it is selected (each press waits for the form to take the choice).
 */
export async function chooseByKeyboard(page: Page, select: Locator, startOfText: string) {
  await select.focus()
  const selectedText = () =>
    select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '')
  const optionCount = await select.locator('option').count()
  for (let presses = 0; presses < optionCount; presses++) {
    if ((await selectedText()).startsWith(startOfText)) return
    const before = await select.inputValue()
    await page.keyboard.press('ArrowDown')
    await expect(select, `an option after "${await selectedText()}"`).not.toHaveValue(before)
  }
  expect(await selectedText()).toMatch(new RegExp(`^${escapeRegExp(startOfText)}`))
}

/** Opens the Activity tab from the Tokens tab by keyboard (the tabs' arrow keys). */
export async function openActivityTab(page: Page, account: Locator): Promise<Locator> {
  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  return account.getByRole('tabpanel')
}
