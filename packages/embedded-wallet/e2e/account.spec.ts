import { answerInFrame, signInByEmail, walletFrame } from '@latchkit/testing/embedded-wallet'
import { readOneTimeCode } from '@latchkit/testing/mail'
import { privateKeyToAccount } from 'viem/accounts'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

const recoveryPassword = 'a long recovery password'

test('the Account view of an email wallet: its name, key export inside the frame after a fresh code, email change by two codes, and sign out that ends the session', async ({
  page,
  evmRig,
  walletSite,
}) => {
  const { wallet } = walletSite
  // Longer than 30 characters: the Account view cuts it with an ellipsis (spec section 5).
  const email = `grace.hopper.${Date.now()}@example.com`
  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, wallet, { email, recoveryPassword, step: 'create' })
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address),
    )
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  const address = await page.evaluate(
    () => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address,
  )

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`${email.slice(0, 30)}…`)).toBeVisible()

  // Export: a fresh code by mail, then the key shows inside the frame only.
  const exportSince = Date.now()
  await dialog.getByRole('button', { name: 'Export private key' }).click()
  await expect(page.getByRole('dialog', { name: 'Export private key' })).toBeVisible()
  const exportMail = await wallet.mail.waitForMessage({ to: email, since: exportSince })
  const frame = walletFrame(page)
  await frame.getByLabel('Code').fill(readOneTimeCode(exportMail))
  await frame.getByRole('button', { name: 'Show keys' }).click()
  const key =
    (await frame
      .getByRole('definition')
      .filter({ hasText: /^0x[0-9a-f]{64}$/ })
      .textContent()) ?? ''
  expect(privateKeyToAccount(key as `0x${string}`).address).toBe(address)
  // The key never reached the site's page.
  expect(await page.content()).not.toContain(key.slice(2))
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()

  // Email change: a code to the current address, then one to the new address.
  // Under 30 characters: shown in full.
  const newEmail = `g.${Date.now()}@example.org`
  await dialog.getByRole('button', { name: 'Update email' }).click()
  const changeSince = Date.now()
  await dialog.getByRole('textbox', { name: 'New email' }).fill(newEmail)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const primary = await wallet.mail.waitForMessage({ to: email, since: changeSince })
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(readOneTimeCode(primary))
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const secondary = await wallet.mail.waitForMessage({ to: newEmail, since: changeSince })
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(readOneTimeCode(secondary))
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  // Back on the Account view, named by the new email.
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText(newEmail, { exact: true }),
  ).toBeVisible()

  // A signature still works after the change (same wallet).
  const signature = page.evaluate(() =>
    (window as unknown as SiteWindow).embeddedProvider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address],
    }),
  )
  await answerInFrame(page, 'Approve')
  await expect(signature).resolves.toMatch(/^0x[0-9a-f]{130}$/)

  // Sign out: the kit forgets the login; a reload restores nothing and asks the service nothing.
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  // The frame tells the service to end the session; wait for that answer so it is not
  // counted as a request of the reloaded page below.
  const signedOut = page.waitForResponse((response) => response.url() === `${wallet.url}/v1/auth/sign-out`)
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(dialog).toBeHidden()
  expect((await signedOut).ok()).toBe(true)
  const serviceRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(wallet.url)) serviceRequests.push(request.url())
  })
  await page.reload()
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
  await page.waitForTimeout(1000)
  expect(
    await page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status),
  ).toBe('disconnected')
  expect(serviceRequests).toEqual([])
})

test('a remembered login the wallet no longer holds: the next visit says so, disconnects and starts again from Connect', async ({
  page,
  evmRig,
  walletSite,
}) => {
  const { wallet } = walletSite
  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, wallet, {
    email: `ada.${Date.now()}@example.com`,
    recoveryPassword,
    step: 'create',
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status))
    .toBe('connected')
  // The wallet's session ends behind the site's back (its storage cleared, as another tab's sign-out would).
  const frame = page.frames().find((candidate) => candidate.url().startsWith(wallet.url))
  if (!frame) throw new Error('The wallet frame is not on the page.')
  await frame.evaluate(() => localStorage.clear())

  await page.reload()
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().notices.alert?.code))
    .toBe('AUTH_INIT_FAILED')
  expect(
    await page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status),
  ).toBe('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(
    dialog
      .getByRole('alert')
      .filter({ hasText: 'A problem occurred while trying initialize authentication' }),
  ).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
})
