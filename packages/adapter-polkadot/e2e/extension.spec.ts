import { randomUUID } from 'node:crypto'
import { expect, installPolkadotWallet } from '@latchkit/testing/wallets'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import type { SiteWindow } from './site/main.js'
import {
  connectFromModal,
  expectShownBalanceOf,
  openSite,
  polkadotAccount,
  shortAddress,
  shownBalance,
  test,
} from './siteTest.js'

// The rig's Polkadot test wallet injected as the polkadot-js extension (`injectedWeb3['polkadot-js']`,
// keys in Node): the modal lists it as "Polkadot{.js}" without a click.
const walletName = /Polkadot\{\.js\}/

test.beforeEach(async ({ page, polkadotWallet, polkadotLateInjection }) => {
  // Late: after the page's scripts ran, between the adapter's looks at 500 and 1500 ms.
  const injectionDelayMs = polkadotLateInjection ? 800 : 0
  await installPolkadotWallet(page, polkadotWallet, { name: 'polkadot-js', injectionDelayMs })
})

test('a visitor connects the extension from the modal: the Account view shows the first account in the chain’s SS58 format and its balance; a signed message verifies', async ({
  page,
  site,
  polkadotChain,
  polkadotWallet,
}) => {
  await openSite(page, site, polkadotChain)
  await connectFromModal(page, walletName)
  const onChain = polkadotWallet.accounts.map((account) =>
    encodeAddress(account.address, polkadotChain.ss58Prefix),
  )
  await expect.poll(() => polkadotAccount(page)).toEqual({ status: 'connected', address: onChain[0] })
  // The extension shares generic addresses; the page shows the chain's.
  expect(polkadotWallet.accounts[0]?.address).not.toBe(onChain[0])
  expect(polkadotWallet.requests.find((request) => request.method === 'enable')?.params).toEqual({
    appName: 'LatchKit Polkadot e2e',
  })

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const name = page.getByTestId('account-name')
  await expect(name).toHaveText(shortAddress(onChain[0] ?? ''))
  await expect(name).toHaveAttribute('title', onChain[0] ?? '')
  await expectShownBalanceOf(page, onChain[0] ?? '')

  const verified = await page.evaluate(async (address) => {
    const { polkadot, polkadotNetwork } = window as unknown as SiteWindow
    const message = 'Sign in to LatchKit Polkadot e2e'
    const signature = await polkadot.signMessage({ connectorId: 'polkadot-js', address, message })
    return polkadot.verifyMessage({ address, message, signature, network: polkadotNetwork })
  }, onChain[0] ?? '')
  expect(verified).toBe(true)
})

test('a transfer is signed by the extension, lands in a block and is finalized; the Account view shows the new balance', async ({
  page,
  site,
  polkadotChain,
  polkadotWallet,
}) => {
  await cryptoWaitReady()
  const recipient = encodeAddress(
    new Keyring({ type: 'sr25519' }).addFromUri(`//${randomUUID()}`).address,
    polkadotChain.ss58Prefix,
  )
  await openSite(page, site, polkadotChain)
  await connectFromModal(page, walletName)
  await expect.poll(() => polkadotAccount(page)).toMatchObject({ status: 'connected' })
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const sender = (await polkadotAccount(page)).address ?? ''
  await expectShownBalanceOf(page, sender)
  const before = await shownBalance(page)

  const result = await page.evaluate(async (to) => {
    const { polkadot, polkadotNetwork } = window as unknown as SiteWindow
    const sent = await polkadot.transfer({ connectorId: 'polkadot-js', recipient: to, amount: '25' })
    const inBlock = await sent.inBlock
    const finalized = await sent.finalized
    const received = await polkadot.getBalance({ address: to, network: polkadotNetwork })
    return { hash: sent.hash, inBlock: inBlock.blockHash, finalized: finalized.blockHash, received }
  }, recipient)
  expect(result).toMatchObject({
    hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    received: { balance: '25', symbol: 'ROC' },
  })
  expect(result.finalized).toBe(result.inBlock)
  expect(polkadotWallet.requests.filter((request) => request.method === 'signPayload')).toHaveLength(1)
  // balanceChanged made the kit read the balance again: 25 ROC and the fee (well under 0.1) are gone.
  await expect.poll(() => shownBalance(page)).toBeLessThan(before - 25)
  expect(await shownBalance(page)).toBeGreaterThan(before - 25.1)
  await expectShownBalanceOf(page, sender)
})

test('the visitor picks another of the extension’s accounts in the Account view; a reload keeps it without asking the extension again', async ({
  page,
  site,
  polkadotChain,
  polkadotWallet,
}) => {
  await openSite(page, site, polkadotChain)
  await connectFromModal(page, walletName)
  const onChain = polkadotWallet.accounts.map((account) =>
    encodeAddress(account.address, polkadotChain.ss58Prefix),
  )
  await expect.poll(() => polkadotAccount(page)).toEqual({ status: 'connected', address: onChain[0] })

  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const accounts = page.getByRole('list', { name: 'Accounts of this wallet' })
  await expect(accounts.getByRole('button')).toHaveCount(4)
  // Charlie's ed25519 account, the third the extension lists.
  await accounts.getByRole('button', { name: `Use Account 3 (${shortAddress(onChain[2] ?? '')})` }).click()
  await expect.poll(() => polkadotAccount(page)).toEqual({ status: 'connected', address: onChain[2] })
  await expect(page.getByTestId('account-name')).toHaveText(shortAddress(onChain[2] ?? ''))

  // The transfer goes from the chosen account.
  const sender = await page.evaluate(async (to) => {
    const { polkadot } = window as unknown as SiteWindow
    const sent = await polkadot.transfer({ connectorId: 'polkadot-js', recipient: to, amount: '1' })
    await sent.inBlock
    return 'sent'
  }, onChain[1] ?? '')
  expect(sender).toBe('sent')
  const signed = polkadotWallet.requests.filter((request) => request.method === 'signPayload').at(-1)
  expect(encodeAddress(String(signed?.params.address), polkadotChain.ss58Prefix)).toBe(onChain[2])

  // From now on the visitor would refuse a prompt: the reload must restore without one.
  polkadotWallet.reject('connect')
  await page.reload()
  await page.locator('body[data-ready="true"]').waitFor()
  await expect.poll(() => polkadotAccount(page)).toEqual({ status: 'connected', address: onChain[2] })
  expect(polkadotWallet.requests.filter((request) => request.method === 'enable' && request.error)).toEqual(
    [],
  )
})

test('a visitor who declines sees "Connection rejected" and the modal stays usable: Try again connects', async ({
  page,
  site,
  polkadotChain,
  polkadotWallet,
}) => {
  await openSite(page, site, polkadotChain)
  polkadotWallet.reject('connect', { times: 1 })
  await connectFromModal(page, walletName)
  await expect(page.getByRole('alert').filter({ hasText: 'Connection rejected' })).toBeVisible()
  expect((await polkadotAccount(page)).status).toBe('disconnected')

  await page.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => polkadotAccount(page)).toMatchObject({ status: 'connected' })
})

test.describe('an extension that injects late', () => {
  test.use({ polkadotLateInjection: true })

  test('is listed once it injects, without a click or a reload', async ({ page, site, polkadotChain }) => {
    await openSite(page, site, polkadotChain)
    expect(await page.evaluate(() => (window as unknown as SiteWindow).polkadot.getConnectors().length)).toBe(
      0,
    )
    await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
    await expect(page.getByRole('button', { name: walletName })).toBeVisible()
  })
})
