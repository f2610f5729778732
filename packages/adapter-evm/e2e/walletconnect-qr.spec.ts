import { decodeQrSvg } from '@latchkit/testing/qr'
import { expect, openSite, test } from './walletConnectRig.js'

test('the modal shows a QR code, the rig wallet scans it and approves, and the account shows', async ({
  page,
  context,
  relay,
  evmRig,
  rigWallet,
}) => {
  await openSite(page, { relay, evmRig }, 'walletconnect-modal')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^WalletConnect/ }).click()

  const qr = page.getByRole('img', { name: 'QR code to connect WalletConnect' })
  // WalletConnect's Verify waits up to 5 s for its remote frame, which the offline rig never serves.
  await expect(qr).toBeVisible({ timeout: 30_000 })
  const scratch = await context.newPage()
  const uri = await decodeQrSvg(scratch, await qr.evaluate((svg) => svg.outerHTML))
  await scratch.close()
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(uri).toBe(await page.evaluate(() => window.latchKit.getState().walletConnect.uri))

  await rigWallet.pair(uri as string)
  await expect
    .poll(() => page.evaluate(() => window.latchKit.getState().accounts.eip155?.address), { timeout: 30_000 })
    .toBe(rigWallet.evmAddress)
  // The modal closes on success and the button shows the account instead of "Connect Wallet".
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeHidden()
})
