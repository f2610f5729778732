import { decodeQrSvg } from '@latchkit/testing/qr'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { expectAxeClean, openAccount } from './walletModal.js'

test('from the Account view: the tokens tab lists the rig balances, Receive shows a QR code of the address, Send moves ETH by keyboard with a preview and returns to Account, and Activity shows the send', async ({
  page,
  browser,
  demoWallet,
  demo,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  await page.goto('/')
  const dialog = await openAccount(page)

  // Tokens: the rig funds each account with ETH and lUSD.
  const tokens = dialog.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: 'lUSD' })).toBeVisible()
  await expect(tokens.getByRole('listitem').filter({ hasText: 'ETH' }).first()).toBeVisible()

  // Receive: the QR code decodes to the address.
  await dialog.getByRole('button', { name: 'Receive' }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByText(demoWallet.address)).toBeVisible()
  const qr = receive.getByRole('img', { name: /^QR code of your address/ })
  const scratch = await browser.newPage()
  expect(await decodeQrSvg(scratch, await qr.evaluate((svg) => svg.outerHTML))).toBe(demoWallet.address)
  await scratch.close()
  await expectAxeClean(page, 'Receive')
  await page.getByRole('button', { name: 'Back' }).click()

  // Send, by keyboard: token, amount, receiver, then the preview.
  const receiver = demo.rig.evm.accounts[1]?.address ?? ''
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token')).toBeVisible()
  await expect(send.getByLabel('Token')).toHaveValue(/native|:/)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByRole('alert')).toHaveText('An amount and receiver address are required')
  await send.getByLabel('Amount').focus()
  await page.keyboard.type('0.25')
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type('not an address')
  await page.keyboard.press('Enter')
  await expect(send.getByRole('alert')).toHaveText('Invalid receiver address')
  await send.getByLabel('To', { exact: true }).fill(receiver)
  await expectAxeClean(page, 'Send')
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.press('Enter')

  const preview = page.getByRole('dialog', { name: 'Review the send' })
  await expect(preview.getByText('0.25 ETH')).toBeVisible()
  await expect(preview.getByText(receiver)).toBeVisible()
  await expect(preview.getByRole('definition').filter({ hasText: /ETH$/ }).last()).toHaveText(
    /^0\.0\d+ ETH$|^\d\.\d+e-\d+ ETH$|^0\.\d+ ETH$/,
  )
  await expectAxeClean(page, 'the send preview')
  await preview.getByRole('button', { name: 'Send' }).click()

  // The wallet approves; the modal returns to Account, and Activity shows the send.
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('tabpanel').getByText('Sent').first()).toBeVisible({ timeout: 30_000 })
  await expect(
    account
      .getByRole('tabpanel')
      .getByText(/0\.25 ETH/)
      .first(),
  ).toBeVisible()
  await expectAxeClean(page, 'Account with the Activity tab')
  expect(errors).toEqual([])
})
