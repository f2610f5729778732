import type { Page } from '@playwright/test'
import { Connection, Keypair, LAMPORTS_PER_SOL, type PublicKey } from '@solana/web3.js'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import { openAccount } from './walletModal.js'

/** Base units of a whole-unit figure the page shows ("0.000005"), at `decimals`. */
function toBaseUnits(figure: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = figure.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals))
}

/** The preview's network fee as shown ("0.000005 SOL"), once it is known. */
async function shownFee(page: Page): Promise<string> {
  const fee = page.getByRole('dialog', { name: 'Review the send' }).locator('dt:text-is("Network fee") + dd')
  await expect(fee).toHaveText(/^\d+(\.\d+)? SOL$/)
  return ((await fee.textContent()) ?? '').replace(/ SOL$/, '')
}

/** The account's balance of the rig's SPL token, in base units (0 when it has no token account). */
async function tokenBalance(connection: Connection, tokenAccount: PublicKey) {
  if (!(await connection.getAccountInfo(tokenAccount))) return 0n
  return BigInt((await connection.getTokenAccountBalance(tokenAccount)).value.amount)
}

// One visitor's whole Solana wallet session from the modal: each connection costs a page load
// and a sign-in prompt.
test('from the Account view on Solana: Tokens lists SOL and lUSD, Send moves SOL by keyboard with a preview of its fee, Max sends the whole lUSD balance to a new wallet, and Activity lists both sends', async ({
  page,
  demo,
  demoSolanaWallet,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const { solana } = demo.rig
  // The visitor's wallet has its fourth test account active: what it sends here leaves the
  // accounts other tests hold alone.
  demoSolanaWallet.switchAccount(3)
  const sender = demoSolanaWallet.keypairs[3]?.publicKey
  const solReceiver = solana.accounts[1]?.publicKey
  if (!sender || !solReceiver) throw new Error('The rig has four Solana test accounts.')
  // Someone who never held lUSD: the send creates their token account.
  const tokenReceiver = Keypair.generate().publicKey
  const connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })

  await page.goto('/')
  const account = await openAccount(page, { group: 'Solana', name: /LatchKit Test Solana Wallet/ })

  // Tokens: the rig funds each account with 100 SOL and 10,000 lUSD, named as the site lists it.
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: /100 SOL$/ })).toBeVisible()
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Latch USD' })).toContainText('10,000 lUSD')

  // Send SOL, by keyboard: amount, a receiver that is no address, then the right one.
  await account.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token').locator('option:checked')).toHaveText(/^SOL · 100$/)
  await send.getByLabel('Amount').focus()
  await page.keyboard.type('0.25')
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type('not an address')
  await page.keyboard.press('Enter')
  await expect(send.getByRole('alert')).toHaveText('Invalid receiver address')
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(solReceiver.toBase58())
  await page.keyboard.press('Enter')

  const preview = page.getByRole('dialog', { name: 'Review the send' })
  await expect(preview.getByText('0.25 SOL')).toBeVisible()
  await expect(preview.getByText(solReceiver.toBase58())).toBeVisible()
  const solSendFee = toBaseUnits(await shownFee(page), 9)
  expect(solSendFee).toBeGreaterThan(0n)
  const [senderBefore, receiverBefore] = await Promise.all([
    connection.getBalance(sender),
    connection.getBalance(solReceiver),
  ])
  await preview.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')

  // The wallet approves; the modal returns to Account once the cluster confirmed it.
  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
  const quarter = LAMPORTS_PER_SOL / 4
  expect(await connection.getBalance(solReceiver)).toBe(receiverBefore + quarter)
  // The fee the preview showed is what the send cost.
  expect(BigInt(await connection.getBalance(sender))).toBe(BigInt(senderBefore - quarter) - solSendFee)

  // Send lUSD: Max takes the whole token balance (a token pays no fee out of itself).
  await account.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  const token = send.getByLabel('Token')
  await token.focus()
  await page.keyboard.press('ArrowDown')
  await expect(token.locator('option:checked')).toHaveText(/^lUSD · 10,000$/)
  await expect(send.getByText('10,000 lUSD available')).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(send.getByRole('button', { name: 'Max' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(send.getByLabel('Amount')).toHaveValue('10000')
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(tokenReceiver.toBase58())
  await page.keyboard.press('Enter')

  // The preview writes the amount as English does, grouped by thousands.
  await expect(preview.getByText('10,000 lUSD')).toBeVisible()
  await expect(preview.getByText(tokenReceiver.toBase58())).toBeVisible()
  // The network's fee and the rent of the receiver's new token account, both in SOL.
  const tokenSendFee = toBaseUnits(await shownFee(page), 9)
  const senderSolBefore = await connection.getBalance(sender)
  await preview.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')

  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
  const lusd = 10_000n * 10n ** BigInt(solana.token.decimals)
  expect(await tokenBalance(connection, solana.token.tokenAccountOf(tokenReceiver))).toBe(lusd)
  expect(await tokenBalance(connection, solana.token.tokenAccountOf(sender))).toBe(0n)
  expect(BigInt(await connection.getBalance(sender))).toBe(BigInt(senderSolBefore) - tokenSendFee)
  // The account holds no lUSD any more: Tokens shows SOL alone.
  await expect(tokens.getByRole('listitem').filter({ hasText: 'lUSD' })).toHaveCount(0)

  // Activity, reached by keyboard from the Tokens tab: both sends, newest first.
  await account.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  const activity = account.getByRole('tabpanel').getByRole('listitem')
  await expect(activity.filter({ hasText: /−10,000 lUSD$/ })).toContainText('Sent', { timeout: 30_000 })
  await expect(activity.filter({ hasText: /−0\.25 SOL$/ })).toContainText('Sent')
  await expect(activity.nth(0)).toContainText('lUSD')
  expect(errors).toEqual([])
})
