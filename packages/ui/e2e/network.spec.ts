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

const chainA = 'LatchKit Local A'
const chainB = 'LatchKit Local B'

test('switches between the rig chains from the Account view, through SwitchNetwork', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await page.getByRole('button', { name: `Network: ${chainA}. Switch network` }).click()

  const list = page.getByRole('dialog', { name: 'Select network' })
  await expect(list.getByRole('list', { name: 'Select network' }).getByRole('button')).toHaveText([
    `LA${chainA}Active`,
    `LB${chainB}`,
  ])
  await expect(list.getByRole('button', { name: chainA })).toHaveAttribute('aria-current', 'true')

  // The visitor takes a moment in the wallet: the SwitchNetwork view waits for them.
  evmWallet.hold('switchChain')
  await list.getByRole('button', { name: chainB }).click()
  const pending = page.getByRole('dialog', { name: 'Switch network' })
  await expect(pending.getByText(`Approve the switch to ${chainB} in your wallet`)).toBeVisible()
  await expect(pending.getByRole('button', { name: 'Try again' })).toBeVisible()

  // Approved: back on the Account view, now on chain B with chain B's balance.
  evmWallet.release('switchChain')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: `Network: ${chainB}. Switch network` })).toBeVisible()
  expect(evmWallet.chainId).toBe(31338)
  await expect(account.getByTestId('account-balance')).toHaveText(
    formatBalance(await rigBalance(evmWallet), 'ETH'),
  )
  await expect(account.getByRole('link', { name: 'View on block explorer' })).toHaveAttribute(
    'href',
    `https://explorer-31338.rig.test/address/${evmWallet.address}`,
  )
  // Back stays consistent: the list is no longer in the history.
  await expect(account.getByRole('button', { name: 'Back' })).toHaveCount(0)
})

test('Try again sends the switch request again while the wallet has not answered', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await page.getByRole('button', { name: `Network: ${chainA}. Switch network` }).click()
  // The wallet has not answered the first request when the visitor asks again.
  evmWallet.hold('switchChain')
  const switchRequests = () =>
    evmWallet.requests.filter((request) => request.method === 'wallet_switchEthereumChain').length
  await page.getByRole('button', { name: chainB }).click()
  await expect.poll(switchRequests).toBe(1)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(switchRequests).toBe(2)
  evmWallet.release('switchChain')
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: `Network: ${chainB}. Switch network` }),
  ).toBeVisible()
  expect(switchRequests()).toBe(2)
  expect(evmWallet.chainId).toBe(31338)
})

test('a switch declined in the wallet goes back to the list and says so', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await page.getByRole('button', { name: `Network: ${chainA}. Switch network` }).click()
  evmWallet.reject('switchChain', { times: 1 })
  await page.getByRole('button', { name: chainB }).click()

  await expect(page.getByRole('alert')).toHaveText(`You declined the switch to ${chainB}`)
  const list = page.getByRole('dialog', { name: 'Select network' })
  await expect(list).toBeVisible()
  await expect(list.getByRole('button', { name: chainA })).toHaveAttribute('aria-current', 'true')
  expect(evmWallet.chainId).toBe(31337)

  // The visitor changes their mind: the same choice now goes through.
  await list.getByRole('button', { name: chainB }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: `Network: ${chainB}. Switch network` }),
  ).toBeVisible()
})

test('a wallet moving to a network the site does not offer opens UnsupportedChain, whose offer switches back', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry }, { chainIds: [31337] })
  await connectWallet(page, evmWallet)
  evmWallet.switchChain(31338)

  const dialog = page.getByRole('dialog', { name: 'Switch network' })
  await expect(dialog.getByText('Chain is not supported')).toBeVisible()
  await expect(dialog.getByRole('button', { name: chainB })).toHaveCount(0)
  await dialog.getByRole('button', { name: chainA }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(evmWallet.chainId).toBe(31337)
  expect(await page.evaluate(() => window.latchKit.getState().network.isUnsupportedChain)).toBe(false)
})

test('axe finds no violation on the network views, in either theme', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}, testInfo) => {
  await openSite(page, { evmRig, registry }, { chainIds: [31337] })
  await connectWallet(page, evmWallet)
  evmWallet.switchChain(31338)
  await expect(page.getByText('Chain is not supported')).toBeVisible()
  await expectNoAxeViolations(page, { testInfo, name: 'unsupported-chain' })
})

test('axe finds no violation on the list and SwitchNetwork, in either theme', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}, testInfo) => {
  await openSite(page, { evmRig, registry })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await page.getByRole('button', { name: `Network: ${chainA}. Switch network` }).click()
  await expect(page.getByRole('dialog', { name: 'Select network' })).toBeVisible()
  await expectNoAxeViolations(page, { testInfo, name: 'networks' })

  evmWallet.hold('switchChain')
  await page.getByRole('button', { name: chainB }).click()
  await expect(page.getByText(`Approve the switch to ${chainB} in your wallet`)).toBeVisible()
  await expectNoAxeViolations(page, { testInfo, name: 'switch-network' })
})

test('a network of a namespace without an address asks to switch namespace, then opens Connect for it', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}, testInfo) => {
  await openSite(page, { evmRig, registry }, { solana: true })
  await connectWallet(page, evmWallet)
  await openAccount(page)
  await page.getByRole('button', { name: `Network: ${chainA}. Switch network` }).click()
  const list = page.getByRole('dialog', { name: 'Select network' })
  // Both namespaces are offered, the active one first; the other namespace's rows say which it is.
  await expect(list.getByRole('list', { name: 'Select network' }).getByRole('button')).toHaveText([
    `LA${chainA}Active`,
    `LB${chainB}EVM`,
    'TSTest SolanaSolana',
  ])
  await list.getByRole('button', { name: 'Test Solana' }).click()

  const confirm = page.getByRole('dialog', { name: 'Switch network' })
  await expect(
    confirm.getByText('Test Solana is a Solana network. Connect a Solana wallet to use it.'),
  ).toBeVisible()
  await expectNoAxeViolations(page, { testInfo, name: 'switch-active-chain' })
  await confirm.getByRole('button', { name: 'Connect a Solana wallet' }).click()

  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  expect(await page.evaluate(() => window.latchKit.getState().modal.namespace)).toBe('solana')
  expect(await page.evaluate(() => window.latchKit.getState().network.activeCaipNetwork?.name)).toBe(
    'Test Solana',
  )
  // The EVM connection stays; only the active namespace changed.
  expect(await page.evaluate(() => window.latchKit.getState().accounts.eip155?.address)).toBe(
    evmWallet.address,
  )

  // Connecting the Solana wallet makes the Account view show the Solana account and balance.
  await connect.getByRole('button', { name: /Rig Solana Wallet/ }).click()
  await page.waitForFunction(() => window.latchKit.getState().accounts.solana?.status === 'connected')
  await openAccount(page)
  await expect(page.getByTestId('account-name')).toHaveText('7dHbWX…7ARj')
  await expect(page.getByTestId('account-balance')).toHaveText('2.50 SOL')
  await expect(page.getByRole('button', { name: 'Network: Test Solana. Switch network' })).toBeVisible()
})
