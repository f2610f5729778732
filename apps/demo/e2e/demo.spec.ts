import type { Page } from '@playwright/test'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'

/** Connects the way a visitor does: the Connect button, then the test wallet in the modal. */
async function connectWithTestWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog
    .getByRole('button', { name: /LatchKit Test Wallet/ })
    .first()
    .click()
  // The demo asks to sign in on connect (e2e/signIn.spec.ts covers it); these tests decline.
  await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Cancel' }).click()
}

test('the demo loads on the rig with no console errors, showing the buttons, networks and hooks', async ({
  page,
  demo,
}) => {
  const errors = watchErrors(page)
  demo.rig.registry.clearRequests()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'LatchKit demo' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  // Privacy: nothing goes to the wallet registry or provider API before the visitor acts.
  await page.waitForLoadState('networkidle')
  expect(demo.rig.registry.requests.map((request) => request.path)).toEqual([])
  for (const chain of demo.rig.evm.chains)
    await expect(page.getByRole('button', { name: chain.name, exact: true })).toBeVisible()
  await expect(page.getByLabel('Active network')).toHaveText(`eip155:${demo.rig.evm.chains[0]?.chainId}`)
  await expect(page.getByLabel('useLatchKitAccount output')).toContainText('"status": "disconnected"')
  await page.getByRole('button', { name: 'Light theme' }).click()
  await expect(page.getByLabel('useLatchKitTheme output')).toContainText('"themeMode": "light"')
  expect(errors).toEqual([])
})

// One visitor's whole EVM session in one page: each connection costs a page load and the sign-in
// prompt, the slowest part of these flows on shared runners.
test('the injected test wallet connects with its address, name and rig balances, signs a verified message, sends lUSD on chain and switches to the second anvil chain', async ({
  page,
  demoWallet,
  demo,
}) => {
  const errors = watchErrors(page)
  await page.goto('/')
  await connectWithTestWallet(page)
  await expect(page.getByLabel('EVM address')).toHaveText(demoWallet.address)
  // The rig names its first account on ENS; the provider API reads it from the chain.
  await expect(page.getByLabel('EVM name')).toHaveText('alice.latch.eth')
  // anvil funds each test account with 10,000 ETH and 10,000 lUSD.
  await expect(page.getByLabel('ETH balance')).toHaveText(/^10000(\.\d+)?$|^9999\.\d+$/)
  const balance = page.getByLabel('lUSD balance')
  await expect(balance).toHaveText(/^\d+(\.\d+)?$/)
  await expect(page.getByLabel('useLatchKitAccount output')).toContainText(demoWallet.address)
  await page.keyboard.press('Escape')

  const evm = page.getByRole('region', { name: 'EVM' })
  await evm.getByRole('button', { name: 'Sign message' }).click()
  await expect(evm.getByRole('status', { name: 'Signature check' })).toHaveText('verified')

  const before = Number(await balance.textContent())
  const receiver = demo.rig.evm.accounts[1]?.address ?? ''
  expect(receiver).not.toBe(demoWallet.address)
  await evm.getByLabel('Token').selectOption('lUSD')
  await evm.getByLabel('Amount').fill('12.5')
  await evm.getByLabel('Receiver address').fill(receiver)
  await evm.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(evm.getByRole('status', { name: 'Send result' })).toHaveText(/^Sent: 0x[0-9a-f]{64}$/)
  await expect(balance).toHaveText(String(before - 12.5))

  const second = demo.rig.evm.chains[1]
  if (!second) throw new Error('The rig has one chain only.')
  await page.getByRole('button', { name: second.name, exact: true }).click()
  await expect(page.getByLabel('Active network')).toHaveText(`eip155:${second.chainId}`)
  await expect(page.getByRole('heading', { name: `Balances on ${second.name}` })).toBeVisible()
  expect(errors).toEqual([])
})

test('connecting the Solana test wallet shows its address and SOL balance from the LiteSVM cluster', async ({
  page,
  demoSolanaWallet,
}) => {
  const errors = watchErrors(page)
  await page.goto('/')
  // The Buttons section's Connect button for Solana opens the modal for that namespace.
  await page.getByRole('group', { name: 'Solana' }).getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog
    .getByRole('button', { name: /LatchKit Test Solana Wallet/ })
    .first()
    .click()
  await expect(page.getByLabel('Solana address')).toHaveText(demoSolanaWallet.address)
  await expect(page.getByLabel('SOL balance')).toHaveText(/^\d+(\.\d+)? SOL$/)
  expect(errors).toEqual([])
})
