import type { Rig } from '@latchkit/testing'
import { createEvmWallet, installEvmWallet } from '@latchkit/testing/wallets'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './demoSite.js'
import { watchErrors } from './pageErrors.js'
import {
  chooseByKeyboard,
  escapeRegExp,
  expectAxeClean,
  openAccount,
  openActivityTab,
  rigAccount,
} from './walletModal.js'

// One page of history, from either source: the EVM adapter's `transactionsPageSize`
// (packages/adapter-evm/src/history/getTransactions.ts, not exported) and the rig's provider API
// history route (packages/testing/src/registry/accountRoutes.ts `historyPageSize`). Both are 20.
const historyPageSize = 20
// More of the visitor's own sends than one page of either source holds.
const sendsBeforeVisit = historyPageSize + 5

/** The rig's first anvil chain (the demo's first network), a client of it and its lUSD token. */
function firstChain(rig: Rig) {
  const chain = rig.evm.chains[0]
  const client = createPublicClient({ chain: chain.chain, transport: http(chain.rpcUrl) })
  return { chain, client, lusd: chain.tokens.lUSD }
}

/** A token quantity as the modal lists it: whole units, thousands grouped (amounts here have few decimals). */
function listedQuantity(units: bigint, decimals: number): string {
  const [whole = '0', fraction] = formatUnits(units, decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

test('cloud on: the visitor sends lUSD from the modal by keyboard, Max fills the whole token balance, the preview shows lUSD and an ETH fee, and Tokens, Activity and the chain all show the send', async ({
  page,
  demoWallet,
  demo,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const { client, lusd } = firstChain(demo.rig)
  const sender = demoWallet.address
  const receiver = rigAccount(demo.rig, 1).address
  const lusdBalanceOf = (owner: Address) =>
    client.readContract({ address: lusd.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const [senderBefore, receiverBefore] = await Promise.all([lusdBalanceOf(sender), lusdBalanceOf(receiver)])
  const amountText = '7.25'
  const amount = parseUnits(amountText, lusd.decimals)
  expect(senderBefore).toBeGreaterThan(amount)

  await page.goto('/')
  const account = await openAccount(page)

  // Tokens: lUSD with the quantity the chain holds.
  const tokens = account.getByRole('list', { name: 'Tokens' })
  const lusdRow = tokens.getByRole('listitem').filter({ hasText: 'lUSD' })
  await expect(lusdRow).toContainText(`${listedQuantity(senderBefore, lusd.decimals)} lUSD`)

  // Send, by keyboard: lUSD, Max, then a smaller amount and the receiver.
  await account.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  const tokenSelect = send.getByLabel('Token')
  await expect(tokenSelect).toHaveValue(/native/)
  await chooseByKeyboard(page, tokenSelect, 'lUSD')
  await expect(send.getByText(`${listedQuantity(senderBefore, lusd.decimals)} lUSD available`)).toBeVisible()
  await send.getByRole('button', { name: 'Max' }).focus()
  await page.keyboard.press('Enter')
  // The whole token balance: a token send's fee is paid in ETH, not taken off the token.
  await expect(send.getByLabel('Amount')).toHaveValue(formatUnits(senderBefore, lusd.decimals))
  await send.getByLabel('Amount').focus()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(amountText)
  await expect(send.getByLabel('Amount')).toHaveValue(amountText)
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(receiver)
  await page.keyboard.press('Enter')

  const preview = page.getByRole('dialog', { name: 'Review the send' })
  await expect(preview.getByText(`${amountText} lUSD`, { exact: true })).toBeVisible()
  await expect(preview.getByText(receiver)).toBeVisible()
  await expect(preview.getByRole('definition').last()).toHaveText(/^(\d+\.\d+|\d(\.\d+)?e-\d+) ETH$/)
  await expectAxeClean(page, 'the lUSD send preview')
  await preview.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')

  // Back on Account, Tokens shows what is left; the chain moved exactly the amount.
  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(async () => [await lusdBalanceOf(sender), await lusdBalanceOf(receiver)], { timeout: 15_000 })
    .toEqual([senderBefore - amount, receiverBefore + amount])
  await expect(lusdRow).toContainText(`${listedQuantity(senderBefore - amount, lusd.decimals)} lUSD`, {
    timeout: 15_000,
  })

  // Activity lists the lUSD send.
  const activity = await openActivityTab(page, account)
  await expect(
    activity
      .getByRole('listitem')
      .filter({ hasText: 'Sent' })
      .filter({ hasText: new RegExp(`${escapeRegExp(amountText)} lUSD`) })
      .first(),
  ).toBeVisible({ timeout: 30_000 })
  expect(errors).toEqual([])
})

for (const { cloud, path, accountIndex, more } of [
  { cloud: 'on', path: '/', accountIndex: -1, more: 'scrolling to the end' },
  { cloud: 'off', path: '/?cloud=off', accountIndex: -2, more: 'Load more, by keyboard' },
] as const)
  test(`cloud ${cloud}: an account with more sends than a page of history shows the newest page in Activity, and ${more} lists the older ones down to the first send`, async ({
    page,
    demo,
  }) => {
    test.setTimeout(120_000)
    const errors = watchErrors(page)
    const { chain, client } = firstChain(demo.rig)
    // An account of its own (no other test sends from or to it), so its history is this test's.
    const visitor = rigAccount(demo.rig, accountIndex)
    const receiver = rigAccount(demo.rig, 1).address
    const signer = createWalletClient({
      account: privateKeyToAccount(visitor.privateKey),
      chain: chain.chain,
      transport: http(chain.rpcUrl),
    })
    // Each send its own amount (oldest 0.015 ETH, newest 0.255 ETH, none ending in 0 as the list
    // would cut it), so the list shows which is which.
    const amountOf = (index: number) => `0.${String(index + 1).padStart(2, '0')}5`
    let last: Hex | undefined
    for (let index = 0; index < sendsBeforeVisit; index++)
      last = await signer.sendTransaction({ to: receiver, value: parseEther(amountOf(index)) })
    if (last) await client.waitForTransactionReceipt({ hash: last })

    const wallet = createEvmWallet({
      privateKeys: [visitor.privateKey],
      chains: demo.rig.evm.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    })
    await installEvmWallet(page, wallet)
    await page.goto(path)
    const account = await openAccount(page)
    const activity = await openActivityTab(page, account)

    const items = activity.getByRole('listitem')
    const sendOf = (index: number) =>
      items
        .filter({ hasText: 'Sent' })
        .filter({ hasText: new RegExp(`−${escapeRegExp(amountOf(index))} ETH$`) })
    const newest = sendOf(sendsBeforeVisit - 1)
    const oldest = sendOf(0)
    // The first page: the newest sends, not yet the oldest.
    await expect(newest).toBeVisible({ timeout: 30_000 })
    await expect(activity.getByRole('button', { name: 'Load more' })).toBeVisible()
    const firstPage = await items.count()
    // A page is cut where both of its sources are whole: up to a page of items.
    expect(firstPage).toBeGreaterThan(historyPageSize / 2)
    expect(firstPage).toBeLessThanOrEqual(historyPageSize)
    await expect(oldest).toHaveCount(0)

    if (cloud === 'on') {
      await items.last().hover()
      await page.mouse.wheel(0, 5_000)
    } else {
      await activity.getByRole('button', { name: 'Load more' }).focus()
      await page.keyboard.press('Enter')
    }
    await expect(oldest).toBeVisible({ timeout: 30_000 })
    const listed = await items.count()
    expect(listed).toBeGreaterThan(firstPage)
    expect(listed).toBeGreaterThan(historyPageSize)
    // Newest first: every send, once, from the newest to the oldest, and below them only what the
    // account received when the rig funded it (before any send), whichever source pages them.
    const shownAmounts = (await items.allTextContents()).map((text) => /[−+][\d,.]+ \S+$/.exec(text)?.[0])
    const sendsNewestFirst = Array.from(
      { length: sendsBeforeVisit },
      (_, index) => `−${amountOf(sendsBeforeVisit - 1 - index)} ETH`,
    )
    expect(shownAmounts.slice(0, sendsBeforeVisit)).toEqual(sendsNewestFirst)
    expect(shownAmounts.slice(sendsBeforeVisit).every((amount) => amount?.startsWith('+'))).toBe(true)
    expect(errors).toEqual([])
  })

test('cloud off: Tokens lists ETH and lUSD from the chain, an ETH send from the modal reaches the receiver and shows in Activity from the explorer, and the page never calls the provider API', async ({
  page,
  demoWallet,
  demo,
}) => {
  test.setTimeout(120_000)
  const errors = watchErrors(page)
  const registryOrigin = new URL(demo.rig.registry.url).origin
  const explorerOrigin = new URL(demo.rig.explorer.url(demo.rig.evm.chains[0].chainId)).origin
  const providerApiRequests: string[] = []
  const explorerRequests: string[] = []
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin
    if (origin === registryOrigin) providerApiRequests.push(request.url())
    if (origin === explorerOrigin) explorerRequests.push(request.url())
  })
  const { client, lusd } = firstChain(demo.rig)
  const receiver = rigAccount(demo.rig, 2).address
  const amountText = '0.375'
  const receiverBefore = await client.getBalance({ address: receiver })
  const lusdHeld = await client.readContract({
    address: lusd.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [demoWallet.address],
  })

  await page.goto('/?cloud=off')
  const account = await openAccount(page)

  // Tokens, read from the chain through the adapter's `tokens` option.
  const tokens = account.getByRole('list', { name: 'Tokens' })
  await expect(tokens.getByRole('listitem').filter({ hasText: /\d ETH$/ })).toHaveCount(1)
  await expect(tokens.getByRole('listitem').filter({ hasText: 'lUSD' })).toContainText(
    `${listedQuantity(lusdHeld, lusd.decimals)} lUSD`,
  )

  // Send ETH by keyboard.
  await account.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token')).toHaveValue(/native/)
  await send.getByLabel('Amount').focus()
  await page.keyboard.type(amountText)
  await send.getByLabel('To', { exact: true }).focus()
  await page.keyboard.type(receiver)
  await page.keyboard.press('Enter')
  const preview = page.getByRole('dialog', { name: 'Review the send' })
  await expect(preview.getByText(`${amountText} ETH`, { exact: true })).toBeVisible()
  await expect(preview.getByRole('definition').last()).toHaveText(/^(\d+\.\d+|\d(\.\d+)?e-\d+) ETH$/)
  await preview.getByRole('button', { name: 'Send' }).focus()
  await page.keyboard.press('Enter')

  await expect(account.getByRole('button', { name: 'Receive' })).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => client.getBalance({ address: receiver }), { timeout: 15_000 })
    .toBe(receiverBefore + parseEther(amountText))

  // Activity, from the rig's explorer.
  const activity = await openActivityTab(page, account)
  await expect(
    activity
      .getByRole('listitem')
      .filter({ hasText: 'Sent' })
      .filter({ hasText: new RegExp(`${escapeRegExp(amountText)} ETH$`) })
      .first(),
  ).toBeVisible({ timeout: 30_000 })
  expect(explorerRequests.some((url) => url.includes('action=txlist'))).toBe(true)
  expect(providerApiRequests).toEqual([])
  expect(errors).toEqual([])
})
