import { formatBalance } from '../src/modal/views/account/formatBalance.js'
import {
  connectWallet,
  expect,
  expectNoAxeViolations,
  openAccount,
  openSite,
  rigBalance,
  test,
} from './accountRig.js'

test('the Account view shows the ENS name and avatar, the rig balance and the explorer link', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  const balance = formatBalance(await rigBalance(evmWallet), 'ETH')
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)

  const dialog = page.getByRole('dialog', { name: 'Account' })
  // alice.latch.eth is the rig's ENS name of its first account, served by the rig's provider API.
  await expect(dialog.getByTestId('account-name')).toHaveText('alice.latch.eth')
  await expect(dialog.getByRole('img', { name: 'Avatar of alice.latch.eth' }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText(balance)
  expect(balance).toMatch(/^[\d,]+\.\d{2,4} ETH$/)
  // The rig chains are testnets, worth nothing (spec section 9).
  await expect(dialog.getByText('$0.00 worth')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
    'href',
    `https://explorer-31337.rig.test/address/${evmWallet.address}`,
  )
  await expect(
    dialog.getByRole('button', { name: 'Network: LatchKit Local A. Switch network' }),
  ).toBeVisible()
  expect(registry.requestsTo(`/v1/identity/${evmWallet.address}`).length).toBe(1)
  // A testnet is worth $0.00 whatever its tokens, so their balances are not asked for.
  expect(registry.requestsTo(`/v1/account/${evmWallet.address}/balance`)).toHaveLength(0)
})

test('an account without a name shows its short address and a generated identicon', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  evmWallet.switchAccount(5)
  const address = evmWallet.address
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByTestId('account-name')).toHaveText(short)
  await expect(
    dialog
      .getByRole('img', { name: `Avatar of ${short}` })
      .locator('svg rect')
      .first(),
  ).toBeAttached()
})

test.describe('with clipboard access', () => {
  // Granted when the context is made, before any page of it asks.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('Copy address puts the full address on the clipboard and says so', async ({
    page,
    evmRig,
    evmWallet,
    registry,
  }) => {
    await openSite(page, { evmRig, registry })
    await connectWallet(page, evmWallet)
    await openAccount(page)
    await page.getByRole('button', { name: 'Copy address' }).click()
    // Both live regions: a failed copy is announced in the alert one, and a failure shows which.
    const announced = async () => ({
      status: await page.getByRole('status').textContent(),
      alert: await page.getByRole('alert').textContent(),
    })
    await expect.poll(announced).toEqual({ status: 'Address copied', alert: '' })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(evmWallet.address)
  })
})

test('Disconnect ends the session: the modal closes and opens on Connect again', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await page.evaluate(() => window.latchKit.getState().accounts.eip155?.status)).toBe('disconnected')
  expect(await page.evaluate(() => window.latchKit.getState().accounts.eip155?.address)).toBeUndefined()
  await page.evaluate(() => window.latchKit.open())
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
})

test('axe finds no violation on the Account view, in either theme', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}, testInfo) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await expect(page.getByTestId('account-balance')).toBeVisible()
  await expect(page.getByTestId('account-name')).toHaveText('alice.latch.eth')
  await expectNoAxeViolations(page, { testInfo, name: 'account' })
})

test('a balance the chain does not give says so, and Try again reads it', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  let isRpcDown = true
  // Registered after openSite's forwarder, so it answers first; fallback() hands over to it.
  await page.route('**/rig-rpc/*', (route) =>
    isRpcDown && route.request().postData()?.includes('eth_getBalance')
      ? route.fulfill({ status: 503, body: 'rig RPC down' })
      : route.fallback(),
  )
  await connectWallet(page, evmWallet)
  await openAccount(page)
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByText('Balance unavailable.')).toBeVisible()
  await expect(dialog.getByTestId('account-balance')).toHaveCount(0)

  isRpcDown = false
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(dialog.getByTestId('account-balance')).toHaveText(
    formatBalance(await rigBalance(evmWallet), 'ETH'),
  )
  await expect(dialog.getByText('Balance unavailable.')).toHaveCount(0)
})
