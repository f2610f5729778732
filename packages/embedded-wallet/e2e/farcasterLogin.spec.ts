import { walletFrame } from '@latchkit/testing/embedded-wallet'
import { playFarcasterApp } from '@latchkit/testing/farcaster'
import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test, type WalletSite } from './walletSite.js'

// Sign In With Farcaster end to end in Chromium: the modal shows the address the visitor's
// Farcaster app opens (a QR code and a link), the app (on @farcaster/auth-client, in Node) signs
// the message with its custody key and answers at the wallet service's relay, the service checks
// the rig's IdRegistry on anvil, and the frame takes the session with its own secret.

const recoveryPassword = 'a long recovery password'

const connectedAddress = (page: Page) =>
  page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address)

/** A Farcaster account: a fresh custody key and the fid the rig's registry gives it. */
async function farcasterAccount(walletSite: WalletSite) {
  const farcaster = walletSite.wallet.farcaster
  if (!farcaster) throw new Error('The rig runs no Farcaster chain.')
  const account = privateKeyToAccount(generatePrivateKey())
  return { account, fid: await farcaster.chain.idRegistry.register(account.address), relay: farcaster.relay }
}

/** Opens Farcaster from the Connect view and reads the address its view offers. */
async function openFarcaster(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const link = dialog.getByRole('link', { name: 'Open Farcaster' })
  await expect(link).toHaveAttribute('href', /channelToken=/)
  return (await link.getAttribute('href')) ?? ''
}

test('a visitor signs in with their Farcaster app and sees their Farcaster name', async ({
  page,
  evmRig,
  walletSite,
}) => {
  await openSite(page, { walletSite, evmRig })
  const url = await openFarcaster(page)
  const { account, fid, relay } = await farcasterAccount(walletSite)
  const answer = await playFarcasterApp({ url, relay, account, fid, username: 'farcaster-ada' })
  expect(answer.status).toBe(201)

  const frame = walletFrame(page)
  await frame.getByLabel('Recovery password', { exact: true }).fill(recoveryPassword)
  await frame.getByLabel('Repeat the recovery password').fill(recoveryPassword)
  await frame.getByRole('button', { name: 'Create wallet' }).click()
  await expect.poll(() => connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText('farcaster-ada', { exact: true }),
  ).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as SiteWindow).kit.embeddedSession.get()),
  ).toMatchObject({
    loggedIn: true,
    socialProvider: 'farcaster',
    socialUsername: 'farcaster-ada',
  })
})

test("an app whose key does not hold the fid is told 'Failed to connect to farcaster', and Try again starts over", async ({
  page,
  evmRig,
  walletSite,
}) => {
  await openSite(page, { walletSite, evmRig })
  const url = await openFarcaster(page)
  const holder = await farcasterAccount(walletSite)
  const impostor = privateKeyToAccount(generatePrivateKey())
  await playFarcasterApp({
    url,
    relay: holder.relay,
    account: impostor,
    fid: holder.fid,
    username: 'mallory',
  })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to connect to farcaster' })).toBeVisible()
  expect(await connectedAddress(page)).toBeUndefined()

  await dialog.getByRole('button', { name: 'Try again' }).click()
  const link = dialog.getByRole('link', { name: 'Open Farcaster' })
  await expect(link).toHaveAttribute('href', /channelToken=/)
  expect(await link.getAttribute('href')).not.toBe(url)
})
