import { readFreeBalance } from '@latchkit/testing/polkadot'
import type { Page } from '@playwright/test'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { answerSignIn, connectFromButton } from './connectFromPage.js'
import { bitcoinFunding, expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { openAccountView } from './walletModal.js'

/** Base units of a whole-unit figure the page shows ("0.00000705"), at `decimals`. */
function toBaseUnits(figure: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = figure.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals))
}

/** The preview's network fee as shown ("0.0000141 LTC"), once it is known, without its symbol. */
async function shownFee(page: Page, symbol: string): Promise<string> {
  const fee = page.getByRole('dialog', { name: 'Review the send' }).locator('dt:text-is("Network fee") + dd')
  await expect(fee).toHaveText(new RegExp(`^\\d+(\\.\\d+)? ${symbol}$`))
  return ((await fee.textContent()) ?? '').replace(` ${symbol}`, '')
}

// The visitor's sats-connect wallet is funded with 2 LTC in a mined block (demoSite.ts).
test('from the Account view on the Litecoin regtest: Max sends the whole balance less the fee the preview shows, the node receives it, and Activity lists the send once mined', async ({
  page,
  demo,
  demoBitcoinWallet,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const { node } = demo.rig.bitcoin
  const receiver = (await node.rpc('getnewaddress', ['', 'bech32'], { wallet: node.walletName })) as string
  const received = async (confirmations: number) =>
    toBaseUnits(
      String(await node.rpc('getreceivedbyaddress', [receiver, confirmations], { wallet: node.walletName })),
      8,
    )

  await page.goto('/')
  await connectFromButton(page, 'Bitcoin', /LatchKit Test Bitcoin Wallet/)
  await answerSignIn(page, 'Cancel')
  const account = await openAccountView(page)
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: /LTC$/ })).toContainText(
    `${bitcoinFunding} LTC`,
  )

  // By keyboard: Max, then the receiver, then the preview.
  await account.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token').locator('option:checked')).toHaveText(`LTC · ${bitcoinFunding}`)
  await send.getByRole('button', { name: 'Max' }).focus()
  await page.keyboard.press('Enter')
  await expect(send.getByLabel('Amount')).toHaveValue(/^1\.99\d+$/)
  const amount = await send.getByLabel('Amount').inputValue()
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(receiver)
  await page.keyboard.press('Enter')

  const preview = page.getByRole('dialog', { name: 'Review the send' })
  await expect(preview.getByText(`${amount} LTC`)).toBeVisible()
  await expect(preview.getByText(receiver)).toBeVisible()
  // Max left exactly the fee the send pays.
  const fee = toBaseUnits(await shownFee(page, 'LTC'), 8)
  expect(toBaseUnits(amount, 8) + fee).toBe(toBaseUnits(bitcoinFunding, 8))
  await preview.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')

  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
  // The wallet was asked to sign once.
  const signed = demoBitcoinWallet.requests.filter((request) => request.method === 'signPsbt')
  expect(signed).toHaveLength(1)
  // The node holds the transaction in its mempool, then in a block.
  await expect.poll(() => received(0)).toBe(toBaseUnits(amount, 8))
  expect(await received(1)).toBe(0n)
  await node.mine(1)
  await expect.poll(() => received(1)).toBe(toBaseUnits(amount, 8))

  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  const activity = account.getByRole('tabpanel').getByRole('listitem')
  // A Bitcoin send is listed by what left the account, the fee with it (adapter-bitcoin's
  // toBitcoinTransaction): here the whole funding.
  await expect(activity.filter({ hasText: `−${bitcoinFunding} LTC` })).toContainText('Sent', {
    timeout: 30_000,
  })
  await expect(activity.filter({ hasText: `+${bitcoinFunding} LTC` })).toContainText('Received')
  expect(errors).toEqual([])
})

// The extension shares Alice and Bob; the visitor sends from Bob, whom no other test spends from.
test('from the Account view on the chopsticks chain: with Bob made active, Max fills the balance less the fee and the existential deposit, the send goes through and Dave receives exactly that', async ({
  page,
  demo,
  demoPolkadotWallet,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const [, bob, , dave] = demo.rig.polkadot.accounts
  if (!bob || !dave) throw new Error('The rig chain has four accounts.')
  expect(demoPolkadotWallet.accounts).toHaveLength(2)

  await page.goto('/')
  await connectFromButton(page, 'Polkadot', /Polkadot\{\.js\}/)
  await answerSignIn(page, 'Cancel')
  await (await openAccountView(page))
    .getByRole('list', { name: 'Accounts of this wallet' })
    .getByRole('button', { name: /^Use Account 2/ })
    .click()
  // Bob has no sign-in session yet: the kit asks, the visitor declines and the modal closes.
  await answerSignIn(page, 'Cancel')
  await expect(page.getByRole('region', { name: 'Polkadot' }).getByLabel('Polkadot address')).toHaveText(
    bob.address,
  )

  const api = await ApiPromise.create({ provider: new WsProvider(demo.rig.polkadot.wsUrl), noInitWarn: true })
  try {
    const existentialDeposit = api.consts.balances.existentialDeposit.toBigInt()
    const [bobBefore, daveBefore] = await Promise.all([
      readFreeBalance(api, bob.address),
      readFreeBalance(api, dave.address),
    ])

    const account = await openAccountView(page)
    await expect(account.getByRole('button', { name: /^Account 2 .* In use$/ })).toBeVisible()
    // Nothing serves this chain's history (no indexer; the provider API does not list it): no
    // Activity tab to show an empty list in.
    await expect(account.getByRole('tab', { name: 'Tokens' })).toBeVisible()
    await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(0)
    await account.getByRole('button', { name: 'Send' }).focus()
    await page.keyboard.press('Enter')
    const send = page.getByRole('dialog', { name: 'Send' })
    await expect(send.getByLabel('Token').locator('option:checked')).toHaveText(/^ROC · /)
    await send.getByLabel('To', { exact: true }).focus()
    await page.keyboard.type(dave.address)
    await send.getByRole('button', { name: 'Max' }).focus()
    await page.keyboard.press('Enter')
    await expect(send.getByLabel('Amount')).toHaveValue(/^\d+\.\d+$/)
    const amount = await send.getByLabel('Amount').inputValue()
    await send.getByRole('button', { name: 'Review' }).focus()
    await page.keyboard.press('Enter')

    const preview = page.getByRole('dialog', { name: 'Review the send' })
    // The preview writes the amount as English does: its whole part grouped by thousands.
    const written = amount.replace(/^\d+/, (whole) => BigInt(whole).toLocaleString('en'))
    await expect(preview.getByText(`${written} ROC`)).toBeVisible()
    await expect(preview.getByText(dave.address)).toBeVisible()
    const fee = toBaseUnits(await shownFee(page, 'ROC'), 12)
    // Max: the free balance less the fee and what must stay (the existential deposit).
    expect(toBaseUnits(amount, 12)).toBe(bobBefore - fee - existentialDeposit)
    await preview.getByRole('button', { name: 'Send' }).focus()
    await page.keyboard.press('Enter')

    await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
    expect(await readFreeBalance(api, dave.address)).toBe(daveBefore + toBaseUnits(amount, 12))
    // Bob's account stays alive with the existential deposit (and whatever the fee came under).
    const bobAfter = await readFreeBalance(api, bob.address)
    expect(bobAfter).toBeGreaterThanOrEqual(existentialDeposit)
    expect(bobAfter).toBeLessThan(existentialDeposit + fee)
    expect(demoPolkadotWallet.requests.filter((request) => request.method === 'signPayload')).toHaveLength(1)
  } finally {
    await api.disconnect()
  }
  expect(errors).toEqual([])
})
