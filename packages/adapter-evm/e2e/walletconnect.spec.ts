import type { WalletConnectWallet } from '@latchkit/testing'
import type { Page } from '@playwright/test'
import { type Address, type Hex, verifyMessage } from 'viem'
import { expect, openSite, test } from './walletConnectRig.js'

/** The visitor picks WalletConnect; the rig wallet scans what the page shows. */
async function connectByQr(page: Page, wallet: WalletConnectWallet) {
  await page.getByRole('button', { name: 'Connect with WalletConnect' }).click()
  const uri = page.getByLabel('Pairing URI')
  // WalletConnect's Verify waits up to 5 s for its remote frame, which the offline rig never serves.
  await expect(uri).toHaveText(/^wc:[0-9a-f]{64}@2\?/, { timeout: 30_000 })
  await wallet.pair((await uri.textContent()) as string)
  await expect(page.getByLabel('Address')).toHaveText(wallet.evmAddress as string, { timeout: 30_000 })
}

test('the page shows a pairing URI, the rig wallet approves it, and the address shows', async ({
  page,
  relay,
  evmRig,
  rigWallet,
}) => {
  await openSite(page, { relay, evmRig })
  await expect(page.getByLabel('Status')).toHaveText('idle')
  await connectByQr(page, rigWallet)
  await expect(page.getByLabel('Status')).toHaveText('connected')
  await expect(page.getByLabel('Pairing URI')).toHaveText('')
  expect(await page.evaluate(() => window.latchKit.getState().modal.view)).toBe('ConnectingWalletConnect')
})

test('a request the wallet rejects shows the error, and the session stays usable', async ({
  page,
  relay,
  evmRig,
  rigWallet,
}) => {
  await openSite(page, { relay, evmRig })
  await connectByQr(page, rigWallet)

  rigWallet.behaviour.rejectRequests = true
  await page.getByRole('button', { name: 'Sign message' }).click()
  // In Chromium the rejected request takes over 5 s to come back (measured; Node answers in 0.4 s).
  await expect(page.getByRole('alert')).toHaveText('User rejected the request', { timeout: 30_000 })
  await expect(page.getByLabel('Address')).toHaveText(rigWallet.evmAddress as string)

  rigWallet.behaviour.rejectRequests = false
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByLabel('Signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
  expect(
    await verifyMessage({
      address: rigWallet.evmAddress as Address,
      message: 'Hello from the rig site',
      signature: (await signature.textContent()) as Hex,
    }),
  ).toBe(true)
})

test('a reload keeps the WalletConnect connection; disconnecting ends it in the wallet', async ({
  page,
  relay,
  evmRig,
  rigWallet,
}) => {
  await openSite(page, { relay, evmRig })
  await connectByQr(page, rigWallet)
  await page.reload()
  await expect(page.getByLabel('Address')).toHaveText(rigWallet.evmAddress as string)
  await expect(page.getByLabel('Status')).toHaveText('connected')

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByLabel('Address')).toHaveText('')
  await expect.poll(() => rigWallet.sessions.length).toBe(0)
})

test('the relay drops every socket and restarts while a request is in flight: the signature arrives once it is back, and the session stays usable', async ({
  page,
  relay,
  evmRig,
  rigWallet,
}) => {
  await openSite(page, { relay, evmRig })
  await connectByQr(page, rigWallet)

  // The visitor takes a moment in the wallet; meanwhile the relay goes down and comes back.
  rigWallet.behaviour.delayMs = 3_000
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect.poll(() => rigWallet.received, { timeout: 30_000 }).toBe(1)
  await relay.restart()
  const signature = page.getByLabel('Signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 60_000 })
  const verify = async () =>
    verifyMessage({
      address: rigWallet.evmAddress as Address,
      message: 'Hello from the rig site',
      signature: (await signature.textContent()) as Hex,
    })
  expect(await verify()).toBe(true)

  // The same session serves the next request.
  rigWallet.behaviour.delayMs = 0
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect
    .poll(() => rigWallet.requests.map(({ outcome }) => outcome), { timeout: 60_000 })
    .toEqual(['answered', 'answered'])
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(await verify()).toBe(true)
  await expect(page.getByRole('alert')).toHaveText('')
  await expect(page.getByLabel('Address')).toHaveText(rigWallet.evmAddress as string)
})
