import { extensionWalletInfo } from '@latchkit/testing/wallets'
import { connectThroughModal, evmAccount, expect, openSite, shownNativeBalance, test } from './injectedRig.js'

// The only suite in the full browser (extensions need it), with a profile of its own: launching it
// and the extension's service worker took 45 s alone and over a minute beside another suite.
test.describe.configure({ timeout: 120_000 })

test('connects the MV3 extension wallet through the modal; the Account view shows its account', async ({
  evmRig,
  registry,
  extensionWallet,
}) => {
  const [chain] = evmRig.chains
  const page = await extensionWallet.context.newPage()
  await openSite(page, { evmRig, registry })
  // The extension's content script announces it over EIP-6963, like any installed wallet.
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /\(extension\)/ }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()

  await connectThroughModal(page, new RegExp(`^${extensionWalletInfo.name.replace(/[()]/g, '\\$&')}`))
  expect(await evmAccount(page)).toEqual({ status: 'connected', address: extensionWallet.address })
  expect(
    await page.evaluate(() => window.latchKit.getState().accounts.eip155?.connectedWalletInfo?.name),
  ).toBe(extensionWalletInfo.name)

  await page.getByRole('button', { name: /^Account: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByTestId('account-name')).toHaveAttribute('title', extensionWallet.address)
  await expect(dialog.getByTestId('account-balance')).toHaveText(
    await shownNativeBalance(chain, extensionWallet.address),
  )
  // The service worker holds the authorization: it answers eth_accounts to this site now.
  const authorized = await extensionWallet.serviceWorker.evaluate(
    (origin) =>
      (
        globalThis as unknown as { latchkitTestWallet: { isAuthorized(o: string): boolean } }
      ).latchkitTestWallet.isAuthorized(origin),
    new URL(page.url()).origin,
  )
  expect(authorized).toBe(true)
})
