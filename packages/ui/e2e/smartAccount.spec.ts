import { expect, type Page, test } from '@playwright/test'
import { truncateAddress } from '../src/elements/buttons/buttonState.js'
import { deepFocus, expectAxeCleanInBothThemes, fixtureUrl } from './helpers.js'

// The kit fixture with a stand-in of the embedded wallet: an AUTH connector of the in-memory EVM
// namespace whose account follows the visitor's preferred account type, as the real one switches
// its provider's account. The modal's side of smart accounts, without the wallet service behind it.

// Two full axe audits (both themes) of the page and the modal's shadow root: past a minute on CI.
test.describe.configure({ timeout: 180_000 })

const ownerAddress = '0x4444444444444444444444444444444444444444'
const smartAccountAddress = '0x5555555555555555555555555555555555555555'

declare global {
  interface Window {
    /** Lets the stand-in's waiting switch end: it fails while `failAccountSwitch` is set. */
    finishAccountSwitch: () => void
    failAccountSwitch: boolean
  }
}

/**
 * Connects the stand-in embedded wallet on Test Ethereum, where it offers smart accounts, and
 * opens the Account view. Each switch waits for `finishAccountSwitch()`.
 */
async function openEmbeddedAccount(page: Page) {
  await page.goto(fixtureUrl('kit.html?networks=2'))
  await page.evaluate(
    async ({ owner, smartAccount }) => {
      const kit = window.latchKit
      const wallets = window.rigWallets.test
      wallets.addWallet({ id: 'embedded', name: 'Email', type: 'AUTH', accounts: [owner] })
      window.failAccountSwitch = false
      kit.embeddedSession.onPreferredAccountTypeChange(async (_, type) => {
        await new Promise<void>((resolve) => {
          window.finishAccountSwitch = resolve
        })
        if (window.failAccountSwitch)
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        wallets.changeAccounts('embedded', [type === 'smartAccount' ? smartAccount : owner])
      })
      kit.embeddedSession.recordSmartAccountNetworks(['eip155:1'])
      await kit.connect({ connectorId: 'embedded' })
      kit.open()
    },
    { owner: ownerAddress, smartAccount: smartAccountAddress },
  )
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByTestId('account-name')).toHaveText(truncateAddress(ownerAddress))
  return dialog
}

test('by keyboard: the visitor switches to the smart account and back, busy while the wallet switches; a refusal says so and Enter tries again', async ({
  page,
}, testInfo) => {
  const dialog = await openEmbeddedAccount(page)
  const toSmart = dialog.getByRole('button', { name: 'Switch to smart account' })
  const toStandard = dialog.getByRole('button', { name: 'Switch to standard account (EOA)' })
  const tag = dialog.getByText('Smart account', { exact: true })
  await expect(toSmart).toBeVisible()
  await expect(tag).toHaveCount(0)

  // Tab from the dialog's start reaches the switch; Enter presses it.
  let reached = false
  for (let press = 0; press < 15 && !reached; press++) {
    await page.keyboard.press('Tab')
    reached = (await deepFocus(page))?.name === 'Switch to smart account'
  }
  expect(reached, 'Tab reaches "Switch to smart account"').toBe(true)
  await page.keyboard.press('Enter')

  // Busy until the wallet has switched, still saying what was asked; pressing again does nothing.
  await expect(toSmart).toHaveAttribute('aria-busy', 'true')
  await page.keyboard.press('Enter')
  await expect(tag).toHaveCount(0)
  await page.evaluate(() => window.finishAccountSwitch())

  await expect(dialog.getByTestId('account-name')).toHaveText(truncateAddress(smartAccountAddress))
  await expect(tag).toBeVisible()
  await expect(toStandard).toHaveAttribute('aria-busy', 'false')
  await expect(
    page.getByRole('status').filter({ hasText: 'You are now using your smart account' }),
  ).toBeVisible()
  await expect(page.locator('#address')).toHaveText(smartAccountAddress)
  // Focus stays on the row, which now offers the way back.
  expect((await deepFocus(page))?.name).toBe('Switch to standard account (EOA)')
  await expectAxeCleanInBothThemes(page, { testInfo, name: 'account-smart-account' })

  // The wallet refuses: the visitor reads why, nothing changed, and the row is ready again.
  await page.evaluate(() => {
    window.failAccountSwitch = true
  })
  await page.keyboard.press('Enter')
  await expect(toStandard).toHaveAttribute('aria-busy', 'true')
  await page.evaluate(() => window.finishAccountSwitch())
  await expect(page.getByRole('alert').filter({ hasText: 'User rejected the request' })).toBeVisible()
  await expect(toStandard).toHaveAttribute('aria-busy', 'false')
  await expect(dialog.getByTestId('account-name')).toHaveText(truncateAddress(smartAccountAddress))
  await expect(tag).toBeVisible()

  await page.evaluate(() => {
    window.failAccountSwitch = false
  })
  await page.keyboard.press('Enter')
  await expect(toStandard).toHaveAttribute('aria-busy', 'true')
  await page.evaluate(() => window.finishAccountSwitch())
  await expect(dialog.getByTestId('account-name')).toHaveText(truncateAddress(ownerAddress))
  await expect(tag).toHaveCount(0)
  await expect(toSmart).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'You are now using your standard account' }),
  ).toBeVisible()
  expect((await deepFocus(page))?.name).toBe('Switch to smart account')
})
