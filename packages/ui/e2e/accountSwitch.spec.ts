import { expect, type Page, test } from '@playwright/test'
import { truncateAddress } from '../src/elements/buttons/buttonState.js'
import { formatBalance } from '../src/modal/views/account/formatBalance.js'
import { bitcoinAccounts } from './fixture/bitcoinAccounts.js'
import { deepFocus, expectAxeCleanInBothThemes, fixtureUrl } from './helpers.js'

// Two full axe audits (both themes) of the page and the modal's shadow root, a reload and a
// restore: well past a minute on CI's shared cores.
test.describe.configure({ timeout: 180_000 })

const useOrdinals = `Use Ordinals (${truncateAddress(bitcoinAccounts.ordinal)})`

/** Opens the modal from the page's connected button, at the Account view. */
async function openAccount(page: Page) {
  await page.locator('latch-button').getByRole('button').click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('a wallet sharing payment and ordinal accounts: the visitor switches to ordinals by keyboard, and a reload keeps it', async ({
  page,
}, testInfo) => {
  await page.goto(fixtureUrl('accounts.html'))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /^Rig Bitcoin Wallet/ })
    .click()
  await expect(page.locator('#address')).toHaveText(bitcoinAccounts.payment)
  // Connected: the modal closed itself.
  await expect(page.getByRole('dialog')).toHaveCount(0)

  let dialog = await openAccount(page)
  const accounts = dialog.getByRole('list', { name: 'Accounts of this wallet' })
  await expect(accounts.getByRole('listitem')).toHaveCount(2)
  const active = accounts.locator('[aria-current="true"]')
  await expect(active).toContainText('Payment')
  await expect(active).toContainText(truncateAddress(bitcoinAccounts.payment))
  await expect(active).toContainText('In use')
  await expect(dialog.getByTestId('account-balance')).toHaveText(formatBalance('0.0125', 'BTC'))

  // Tab from the dialog's start to the ordinal account, and choose it with Enter.
  let reached = false
  for (let press = 0; press < 12 && !reached; press++) {
    await page.keyboard.press('Tab')
    reached = (await deepFocus(page))?.name === useOrdinals
  }
  expect(reached, `Tab reaches "${useOrdinals}"`).toBe(true)
  await page.keyboard.press('Enter')

  await expect(active).toContainText('Ordinals')
  await expect(dialog.getByTestId('account-name')).toHaveText(truncateAddress(bitcoinAccounts.ordinal))
  await expect(dialog.getByTestId('account-name')).toHaveAttribute('title', bitcoinAccounts.ordinal)
  await expect(dialog.getByTestId('account-balance')).toHaveText(formatBalance('0.5', 'BTC'))
  await expect(dialog.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
    'href',
    `https://mempool.rig.test/address/${bitcoinAccounts.ordinal}`,
  )
  await expect(
    accounts.getByRole('button', { name: `Use Payment (${truncateAddress(bitcoinAccounts.payment)})` }),
  ).toBeVisible()
  await expect(page.locator('#address')).toHaveText(bitcoinAccounts.ordinal)
  // Focus stays on the row just chosen, now the active one.
  expect(await deepFocus(page)).toMatchObject({ hosts: ['latch-modal'], tag: 'button' })
  expect((await deepFocus(page))?.name).toContain('Ordinals')
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'account-wallet-accounts' })

  await page.reload()
  await expect(page.locator('#address')).toHaveText(bitcoinAccounts.ordinal)
  dialog = await openAccount(page)
  await expect(dialog.getByTestId('account-name')).toHaveText(truncateAddress(bitcoinAccounts.ordinal))
  await expect(
    dialog.getByRole('list', { name: 'Accounts of this wallet' }).locator('[aria-current="true"]'),
  ).toContainText('Ordinals')
})
