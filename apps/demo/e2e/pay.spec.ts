import { createEvmWallet, installEvmWallet } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { catalogue as hebrew } from '../../../packages/ui/src/i18n/locales/he.js'
import { catalogue as japanese } from '../../../packages/ui/src/i18n/locales/ja.js'
import { demoShopAddress } from '../src/sections/PaySection.js'
import { answerSignIn } from './connectFromPage.js'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { expectAxeClean, rigAccount } from './walletModal.js'

/** Presses a page button by keyboard: focus, then Enter. */
async function pressButton(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus()
  await page.keyboard.press('Enter')
}

// The demo as a shop's checkout (`?shop=on`, the pay feature): a visitor pays fixed amounts of the
// rig chain's ETH and of its lUSD token to the shop's address with `kit.pay`, by keyboard. The
// visitor is a rig account of its own, so the balances are this test's.
test('a visitor pays the shop in ETH then in lUSD by keyboard, connecting from the Pay view; the shop receives exactly the amounts, and a closed Pay view cancels', async ({
  page,
  demo,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const visitor = rigAccount(demo.rig, -5)
  const chain = demo.rig.evm.chains[0]
  const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
  const shopLusd = () =>
    client.readContract({
      address: chain.tokens.lUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [demoShopAddress],
    })
  const wallet = createEvmWallet({
    privateKeys: [visitor.privateKey],
    chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
  })
  await installEvmWallet(page, wallet)
  await page.goto('/?shop=on')
  const payment = page.getByLabel('Payment', { exact: true })

  // Pay on turns email login off: the Connect view offers wallets only.
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /LatchKit Test Wallet/ }).first()).toBeVisible()
  await expect(connect.getByRole('textbox', { name: /email/i })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(connect).toBeHidden()

  // 0.01 ETH: not connected yet, so the Pay view asks to connect first and comes back.
  const ethBefore = await client.getBalance({ address: demoShopAddress })
  await pressButton(page, 'Pay 0.01 ETH')
  const pay = page.getByRole('dialog', { name: 'Pay' })
  await expect(pay.getByTestId('pay-amount')).toHaveText(/^0\.01 ETH$/)
  await expect(pay.getByTestId('pay-recipient')).toHaveText(demoShopAddress)
  await expect(pay.getByText('Connect a wallet to pay.')).toBeVisible()
  await pay.getByRole('button', { name: 'Connect a wallet' }).focus()
  await page.keyboard.press('Enter')
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /LatchKit Test Wallet/ })
    .first()
    .focus()
  await page.keyboard.press('Enter')
  await answerSignIn(page, 'Cancel')
  await expect(pay.getByRole('button', { name: 'Pay', exact: true })).toBeVisible({ timeout: 15_000 })
  await expectAxeClean(page, 'the Pay view')
  await pay.getByRole('button', { name: 'Pay', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(pay.getByText('Payment sent')).toBeVisible({ timeout: 30_000 })
  const hash = (await pay.getByTestId('pay-transaction').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expectAxeClean(page, 'the Pay view, paid')
  await pay.getByRole('button', { name: 'Done' }).focus()
  await page.keyboard.press('Enter')
  await expect(pay).toBeHidden()
  await expect(payment).toHaveText(`Paid: ${hash}`)
  await expect
    .poll(() => client.getBalance({ address: demoShopAddress }))
    .toBe(ethBefore + parseEther('0.01'))
  const receipt = await client.getTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt.from.toLowerCase()).toBe(visitor.address.toLowerCase())

  // 5 lUSD: connected now, straight to Pay.
  const lusdBefore = await shopLusd()
  await pressButton(page, 'Pay 5 lUSD')
  await expect(pay.getByTestId('pay-amount')).toHaveText(/^5 lUSD$/)
  await pay.getByRole('button', { name: 'Pay', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(pay.getByText('Payment sent')).toBeVisible({ timeout: 30_000 })
  await expect.poll(shopLusd).toBe(lusdBefore + parseUnits('5', chain.tokens.lUSD.decimals))
  await pay.getByRole('button', { name: 'Done' }).focus()
  await page.keyboard.press('Enter')
  await expect(payment).toHaveText(/^Paid: 0x[0-9a-f]{64}$/)

  // Closing the Pay view before paying cancels the payment; nothing is sent.
  const shopBalance = await client.getBalance({ address: demoShopAddress })
  await pressButton(page, 'Pay 0.01 ETH')
  await expect(pay.getByRole('button', { name: 'Pay', exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(pay).toBeHidden()
  await expect(payment).toHaveText('Payment cancelled')
  expect(await client.getBalance({ address: demoShopAddress })).toBe(shopBalance)
  expect(errors).toEqual([])
})

// The Pay view with a real request, in a right-to-left language and a CJK one: the visitor reads
// it in their language, it is axe-clean in both themes (with screenshots), and the payment lands.
for (const { locale, name, dir, modal, visitorIndex } of [
  { locale: 'he', name: 'Hebrew', dir: 'rtl', modal: hebrew, visitorIndex: -6 },
  { locale: 'ja', name: 'Japanese', dir: 'ltr', modal: japanese, visitorIndex: -7 },
] as const)
  test(`in ${name}, the Pay view of a real request reads in it (${dir}), is axe-clean in both themes, and pays the shop`, async ({
    page,
    demo,
  }, testInfo) => {
    test.setTimeout(120_000)
    const visitor = rigAccount(demo.rig, visitorIndex)
    const chain = demo.rig.evm.chains[0]
    const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
    const wallet = createEvmWallet({
      privateKeys: [visitor.privateKey],
      chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    await installEvmWallet(page, wallet)
    await page.goto(`/?shop=on&lang=${locale}`)
    const before = await client.getBalance({ address: demoShopAddress })
    await pressButton(page, 'Pay 0.01 ETH')
    const pay = page.getByRole('dialog', { name: modal.pay })
    await expect(pay.getByText(modal.payConnectFirst)).toBeVisible()
    await expect(page.locator('latch-modal')).toHaveAttribute('lang', locale)
    if (dir === 'rtl') await expect(page.locator('latch-modal')).toHaveAttribute('dir', 'rtl')
    await pay.getByRole('button', { name: modal.payConnect }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /LatchKit Test Wallet/ })
      .first()
      .click()
    const signIn = page.getByRole('dialog', { name: modal.signIn })
    await signIn.getByRole('button', { name: modal.cancel, exact: true }).click()
    const payButton = pay.getByRole('button', { name: modal.pay, exact: true })
    await expect(payButton).toBeVisible({ timeout: 15_000 })
    await expect(pay.getByTestId('pay-amount')).toHaveText('0.01 ETH')
    await expectAxeClean(page, `the Pay view in ${name}`, testInfo)
    await payButton.click()
    await expect(pay.getByText(modal.paySent)).toBeVisible({ timeout: 30_000 })
    await expectAxeClean(page, `the Pay view, paid, in ${name}`, testInfo)
    await expect.poll(() => client.getBalance({ address: demoShopAddress })).toBe(before + parseEther('0.01'))
    await pay.getByRole('button', { name: modal.payDone }).click()
    await expect(pay).toBeHidden()
  })
