import type { SendResult } from '@latchkit/core'
import { catalogue as german } from '../src/i18n/locales/de.js'
import { catalogue as persian } from '../src/i18n/locales/fa.js'
import { connectWallet, expect, openSite, test } from './accountRig.js'

/** Calls the rig chain's JSON-RPC (anvil's own methods: automine, mine). */
async function anvil(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (error) throw new Error(`${method}: ${error.message}`)
  return result
}

test('a site opens Send filled in; the send shows in Activity at once as pending, then as sent in the same place once mined, and the site hears the result', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  const [chain] = evmRig.chains
  const receiver = evmRig.accounts[5]?.address ?? ''
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await page.evaluate(() => {
    const results: unknown[] = []
    Object.assign(window, { sendResults: results })
    window.latchKit.subscribe(
      (state) => state.send?.result,
      (result) => results.push(result),
    )
  })

  // The site's own "Pay 0.05 ETH" button: the form opens filled in, and the visitor can still edit it.
  await page.evaluate(
    (to) => window.latchKit.open({ view: 'WalletSend', data: { send: { amount: '0.05', receiver: to } } }),
    receiver,
  )
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Amount')).toHaveValue('0.05')
  await expect(send.getByLabel('To', { exact: true })).toHaveValue(receiver)
  await expect(send.getByLabel('Token')).toHaveValue(/native/)

  // Blocks wait for the test from here: the transaction stays pending until mined.
  await anvil(chain.rpcUrl, 'evm_setAutomine', [false])
  try {
    await send.getByRole('button', { name: 'Review' }).click()
    const preview = page.getByRole('dialog', { name: 'Review the send' })
    await expect(preview.getByText('0.05 ETH')).toBeVisible()
    await preview.getByRole('button', { name: 'Send' }).click()

    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity' }).click()
    const first = account.getByRole('tabpanel').getByRole('listitem').first()
    await expect(first).toContainText('Pending')
    await expect(first).toContainText('0.05 ETH')
    const results = () =>
      page.evaluate(() => (window as unknown as { sendResults: SendResult[] }).sendResults)
    const [result] = await results()
    expect(result).toMatchObject({ status: 'success', amount: '0.05', symbol: 'ETH', receiver })
    const hash = result?.status === 'success' ? result.hash : ''
    expect(await anvil(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])).toBeNull()

    await anvil(chain.rpcUrl, 'evm_mine')
    // The provider API lists it now: the same first row says Sent, and nothing is pending.
    await expect(first).toContainText('Sent', { timeout: 15_000 })
    await expect(first).toContainText('0.05 ETH')
    await expect(account.getByRole('tabpanel').getByText('Pending')).toHaveCount(0)
    expect(await results()).toHaveLength(1)
  } finally {
    await anvil(chain.rpcUrl, 'evm_setAutomine', [true])
  }
})

test('a declined send keeps the form, says so, and the site hears a rejected failure', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  const receiver = evmRig.accounts[6]?.address ?? ''
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await page.evaluate(
    (to) => window.latchKit.open({ view: 'WalletSend', data: { send: { amount: '0.01', receiver: to } } }),
    receiver,
  )
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Amount')).toHaveValue('0.01')
  evmWallet.reject('send', { times: 1 })
  await send.getByRole('button', { name: 'Review' }).click()
  const preview = page.getByRole('dialog', { name: 'Review the send' })
  await preview.getByRole('button', { name: 'Send' }).click()
  await expect(preview.getByRole('alert')).not.toBeEmpty()
  expect(await page.evaluate(() => window.latchKit.getState().send?.result)).toMatchObject({
    status: 'failure',
    rejected: true,
  })
  // Back to the form: what the site filled in is still there.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(send.getByLabel('Amount')).toHaveValue('0.01')
  await expect(send.getByLabel('To', { exact: true })).toHaveValue(receiver)
})

test('a German visitor types the amount with a decimal comma: the field keeps it, the preview and the chain read the same amount; in Persian its own digits', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  const [chain] = evmRig.chains
  const receiver = evmRig.accounts[7]?.address ?? ''
  const balanceOf = async () =>
    BigInt((await anvil(chain.rpcUrl, 'eth_getBalance', [receiver, 'latest'])) as string)
  const before = await balanceOf()
  await openSite(page, { evmRig, registry }, { locale: 'de' })
  await connectWallet(page, evmWallet)
  await page.evaluate(() => window.latchKit.open({ view: 'WalletSend' }))
  const send = page.getByRole('dialog', { name: german.send })
  const amount = send.getByLabel(german.amount)
  await amount.pressSequentially('0,05')
  await expect(amount).toHaveValue('0,05')
  // The balances arrive and pick the native currency, keeping the amount typed before them.
  await expect(send.getByLabel(german.token)).toHaveValue(/native/)
  await expect(amount).toHaveValue('0,05')
  expect(await page.evaluate(() => window.latchKit.getState().send?.sendTokenAmount)).toBe('0.05')
  await send.getByLabel(german.receiverAddress, { exact: true }).fill(receiver)
  await send.getByRole('button', { name: german.reviewSend }).click()
  const preview = page.getByRole('dialog', { name: german.sendPreview })
  await expect(preview.getByText('0,05 ETH')).toBeVisible()
  await preview.getByRole('button', { name: german.send }).click()
  await expect.poll(async () => (await balanceOf()) - before).toBe(50_000_000_000_000_000n)

  // In Persian the same field shows and takes Persian digits and decimal sign.
  await page.evaluate(() => window.latchKit.setLocale('fa'))
  await page.evaluate(() => window.latchKit.open({ view: 'WalletSend' }))
  const persianAmount = page.getByRole('dialog', { name: persian.send }).getByLabel(persian.amount)
  await persianAmount.fill('')
  await persianAmount.pressSequentially('۱٫۲۵')
  await expect(persianAmount).toHaveValue('۱٫۲۵')
  expect(await page.evaluate(() => window.latchKit.getState().send?.sendTokenAmount)).toBe('1.25')
})
