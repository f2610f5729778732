import { createEvmWallet, installEvmWallet } from '@latchkit/testing/wallets'
import type { Locator, Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { answerSignIn } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { escapeRegExp, expectAxeClean, openAccount, rigAccount } from './walletModal.js'

/** A visitor of this spec only: the name it registers is its account's for the rig's lifetime. */
const accountIndex = -6
/** The coin type of the rig's first chain (31337) under ENSIP-11. */
const rigCoinType = (0x80000000 | 31337) >>> 0

/** Registers `name` with the rig's provider API for a fresh key, as someone else would. */
async function registerElsewhere(registryUrl: string, name: string) {
  const someone = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await fetch(
    `${registryUrl}/v1/profile/account?projectId=latchkit-demo&st=latchkit&sv=e2e`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: rigCoinType,
        address: someone.address,
        message,
        signature: await someone.signMessage({ message }),
      }),
    },
  )
  expect(response.status, `registering ${name} elsewhere`).toBe(200)
}

/** Replaces what the name field holds by keyboard. */
async function typeName(page: Page, field: Locator, text: string) {
  await field.focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
  await page.keyboard.type(text)
}

/** The wallet's personal_sign requests so far. */
const signRequests = (wallet: ReturnType<typeof createEvmWallet>) =>
  wallet.requests.filter((request) => request.method === 'personal_sign').length

test('a visitor chooses a name by keyboard: checked as typed, suggestions, taken names refused, signed in the wallet, then shown on the account button, also after a reload', async ({
  page,
  demo,
}) => {
  test.setTimeout(90_000)
  const errors = watchErrors(page)
  const visitor = rigAccount(demo.rig, accountIndex)
  const wallet = createEvmWallet({
    privateKeys: [visitor.privateKey],
    chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })
  await installEvmWallet(page, wallet)
  const run = Math.random().toString(36).slice(2, 8)
  const taken = `taken-${run}`
  await registerElsewhere(demo.rig.registry.url, `${taken}.reown.id`)

  await page.goto('/')
  const account = await openAccount(page)
  await account.getByRole('button', { name: 'Choose a name' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Choose a name' })
  const field = dialog.getByRole('textbox', { name: 'Name' })
  await expect(field).toBeVisible()
  await expect(dialog.getByText('.reown.id', { exact: true })).toBeVisible()
  const register = dialog.getByRole('button', { name: 'Register' })
  const alerts = dialog.getByRole('alert')

  // Too short: said once the visitor pauses.
  await typeName(page, field, 'abc')
  await expect(alerts.filter({ hasText: 'Use at least 4 characters' })).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await typeName(page, field, 'ab_c')
  await expect(alerts.filter({ hasText: 'Use letters, numbers and hyphens only' })).toBeVisible()

  // A name someone registered: the API's suggestions say so and offer free ones; Register refuses
  // it without asking the wallet.
  await typeName(page, field, taken)
  await expect(dialog.getByText(`${taken}.reown.id is already taken`)).toBeVisible({ timeout: 10_000 })
  const suggestions = dialog.getByRole('list')
  await expect(suggestions.getByRole('button', { name: `${taken}-1.reown.id` })).toBeVisible()
  await expectAxeClean(page, 'RegisterAccountName with suggestions')
  const signedBefore = signRequests(wallet)
  await register.focus()
  await page.keyboard.press('Enter')
  await expect(alerts.filter({ hasText: 'This name is already taken' })).toBeVisible()
  expect(signRequests(wallet)).toBe(signedBefore)

  // A suggestion picked by keyboard is free... until someone else takes it first: the wallet signs,
  // the API answers 409, and the view says it is taken.
  await suggestions.getByRole('button', { name: `${taken}-1.reown.id` }).focus()
  await page.keyboard.press('Enter')
  await expect(field).toHaveValue(`${taken}-1`)
  await expect(dialog.getByText(`${taken}-1.reown.id is available`)).toBeVisible({ timeout: 10_000 })
  await registerElsewhere(demo.rig.registry.url, `${taken}-1.reown.id`)
  await register.focus()
  await page.keyboard.press('Enter')
  await expect(alerts.filter({ hasText: 'This name is already taken' })).toBeVisible({ timeout: 15_000 })
  expect(signRequests(wallet)).toBe(signedBefore + 1)

  // The visitor's own name: declined once in the wallet (the form stays), then signed for real.
  const chosen = `visitor-${run}`
  await typeName(page, field, chosen)
  await expect(dialog.getByText(`${chosen}.reown.id is available`)).toBeVisible({ timeout: 10_000 })
  wallet.reject('sign', { times: 1 })
  await register.focus()
  await page.keyboard.press('Enter')
  await expect(alerts.filter({ hasText: 'Signature rejected in the wallet' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(field).toHaveValue(chosen)
  await register.focus()
  await page.keyboard.press('Enter')

  const success = page.getByRole('dialog', { name: 'Choose a name' })
  await expect(success.getByText('Your name is registered')).toBeVisible({ timeout: 15_000 })
  await expect(success.getByText(`${chosen}.reown.id`, { exact: true })).toBeVisible()
  await expectAxeClean(page, 'RegisterAccountNameSuccess')
  await success.getByRole('button', { name: 'Back to Account' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Account' }).getByText(`${chosen}.reown.id`)).toBeVisible()
  await page.keyboard.press('Escape')
  const accountButton = page.getByRole('button', {
    name: new RegExp(`^Account: ${escapeRegExp(chosen)}\\.reown\\.id`),
  })
  await expect(accountButton.first()).toBeVisible()

  // After a reload the wallet reconnects and the account button still shows the name.
  await page.reload()
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await expect(accountButton.first().or(signIn)).toBeVisible({ timeout: 15_000 })
  if (await signIn.isVisible()) await answerSignIn(page, 'Cancel')
  await expect(accountButton.first()).toBeVisible({ timeout: 15_000 })
  // The browser logs the refused registration (409) itself; nothing else went wrong.
  const conflict = /status of 409 \(Conflict\) \(http:\/\/127\.0\.0\.1:\d+\/v1\/profile\/account\?/
  expect(errors.filter((error) => !conflict.test(error))).toEqual([])
  expect(errors.filter((error) => conflict.test(error))).toHaveLength(1)
})
