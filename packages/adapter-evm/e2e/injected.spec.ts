import { defaultEvmWalletInfo } from '@latchkit/testing/wallets'
import type { Page } from '@playwright/test'
import {
  connectThroughModal,
  evmAccount,
  expect,
  kitStorage,
  openSite,
  shownNativeBalance,
  test,
  tokenBalanceOnChain,
} from './injectedRig.js'

const walletRow = /^LatchKit Test Wallet/
const connectorId = defaultEvmWalletInfo.rdns
const chainA = 'LatchKit Local A'
const chainB = 'LatchKit Local B'

/** Opens the Account view the way a visitor does: the button that now shows the account. */
async function openAccountView(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** An address as the account button shows it before the name is read. */

/** How many times the page asked the wallet to connect (a prompt: wagmi asks for permissions). */
const connectPrompts = (requests: readonly { method: string }[]) =>
  requests.filter((request) => ['eth_requestAccounts', 'wallet_requestPermissions'].includes(request.method))
    .length

test('connects the injected wallet and shows its address, ENS name, avatar and anvil balance', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  const [chain] = evmRig.chains
  const profile = evmRig.ensProfiles.find((entry) => entry.address === evmWallet.address)
  expect(profile?.name).toBe('alice.latch.eth')
  await openSite(page, { evmRig, registry })
  await connectThroughModal(page, walletRow)
  expect(await evmAccount(page)).toEqual({ status: 'connected', address: evmWallet.address })

  const dialog = await openAccountView(page)
  await expect(dialog.getByTestId('account-name')).toHaveText('alice.latch.eth')
  await expect(dialog.getByTestId('account-name')).toHaveAttribute('title', evmWallet.address)
  // The avatar is the ENS avatar record the rig set on anvil: the same data: URI.
  await expect(dialog.getByRole('img', { name: 'Avatar of alice.latch.eth' }).locator('img')).toHaveAttribute(
    'src',
    profile?.avatar ?? 'missing',
  )
  await expect(dialog.getByTestId('account-balance')).toHaveText(
    await shownNativeBalance(chain, evmWallet.address),
  )
  await expect(dialog.getByRole('button', { name: `Network: ${chainA}. Switch network` })).toBeVisible()
  // The name came from the site's provider API (the rig's, reading the ENS resolver on anvil).
  expect(registry.requestsTo(`/v1/identity/${evmWallet.address}`).length).toBeGreaterThan(0)
})

test.describe('with a wallet that knows only chain A', () => {
  test.use({ evmWalletOptions: { chainIds: [31337] } })

  test('switches to chain B through the network list (4902, added, switched) and back to chain A', async ({
    page,
    evmRig,
    evmWallet,
    registry,
  }) => {
    const [, chain] = evmRig.chains
    expect(evmWallet.chains.map((entry) => entry.chainId)).toEqual([31337])
    await openSite(page, { evmRig, registry })
    await connectThroughModal(page, walletRow)
    let dialog = await openAccountView(page)

    await dialog.getByRole('button', { name: `Network: ${chainA}. Switch network` }).click()
    await page.getByRole('dialog', { name: 'Select network' }).getByRole('button', { name: chainB }).click()
    dialog = page.getByRole('dialog', { name: 'Account' })
    await expect(dialog.getByRole('button', { name: `Network: ${chainB}. Switch network` })).toBeVisible({
      timeout: 30_000,
    })
    // The wallet refused the unknown chain with 4902, the adapter added it, and the wallet is on it.
    const chainRequests = evmWallet.requests.filter((request) =>
      ['wallet_switchEthereumChain', 'wallet_addEthereumChain'].includes(request.method),
    )
    expect(chainRequests.map(({ method, error }) => [method, error?.code])).toEqual([
      ['wallet_switchEthereumChain', 4902],
      ['wallet_addEthereumChain', undefined],
    ])
    expect(chainRequests[1]?.params[0]).toMatchObject({ chainId: '0x7a6a', chainName: chainB })
    expect(evmWallet.chainId).toBe(31338)
    expect(
      await page.evaluate(() => window.latchKit.getState().network.activeCaipNetwork?.caipNetworkId),
    ).toBe('eip155:31338')
    await expect(dialog.getByTestId('account-balance')).toHaveText(
      await shownNativeBalance(chain, evmWallet.address),
    )

    // Chain A again: the wallet knows it, so a plain switch.
    await dialog.getByRole('button', { name: `Network: ${chainB}. Switch network` }).click()
    await page.getByRole('dialog', { name: 'Select network' }).getByRole('button', { name: chainA }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Account' })
        .getByRole('button', { name: `Network: ${chainA}. Switch network` }),
    ).toBeVisible({ timeout: 30_000 })
    expect(evmWallet.chainId).toBe(31337)
    expect(evmWallet.requests.filter((request) => request.method === 'wallet_addEthereumChain')).toHaveLength(
      1,
    )
  })
})

test('a connection declined in the wallet shows "Connection rejected"; Try again connects', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  evmWallet.reject('connect', { times: 1 })
  await openSite(page, { evmRig, registry })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: walletRow }).click()

  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('alert')).toHaveText('Connection rejected')
  await expect(dialog.getByText('You declined the request in your wallet')).toBeVisible()
  expect((await evmAccount(page)).status).toBe('disconnected')

  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 })
  expect(await evmAccount(page)).toEqual({ status: 'connected', address: evmWallet.address })
  expect(connectPrompts(evmWallet.requests)).toBe(2)
  // The account button shows the wallet's ENS name: alice.latch.eth is the rig's name of its first account.
  await expect(page.getByRole('button', { name: 'Account: alice.latch.eth' })).toBeVisible()
})

test('a reload keeps the connection without prompting the wallet', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectThroughModal(page, walletRow)
  expect(connectPrompts(evmWallet.requests)).toBe(1)

  await page.reload()
  await expect
    .poll(() => evmAccount(page), { timeout: 30_000 })
    .toEqual({
      status: 'connected',
      address: evmWallet.address,
    })
  // The account button shows the wallet's ENS name: alice.latch.eth is the rig's name of its first account.
  await expect(page.getByRole('button', { name: 'Account: alice.latch.eth' })).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(connectPrompts(evmWallet.requests)).toBe(1)
})

test('sends lUSD with the adapter from the page; the balances change on chain', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  const [chain] = evmRig.chains
  const token = chain.tokens.lUSD
  const receiver = evmRig.accounts[4]?.address
  if (!receiver) throw new Error('The rig has fewer than 5 accounts')
  const before = {
    sender: await tokenBalanceOnChain(chain, token.address, evmWallet.address),
    receiver: await tokenBalanceOnChain(chain, token.address, receiver),
  }
  await openSite(page, { evmRig, registry })
  await connectThroughModal(page, walletRow)

  const hash = await page.evaluate(
    ({ connectorId, token, receiver }) => {
      // The active network is chain A, the adapter's first.
      const [network] = window.evmAdapter.networks
      if (!network) throw new Error('The adapter has no network')
      return window.evmAdapter.sendToken({
        connectorId,
        network,
        token: { type: 'token', address: token.address, decimals: token.decimals },
        sendTokenAmount: '12.5',
        receiverAddress: receiver,
      })
    },
    { connectorId, token, receiver },
  )
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const sent = 12_500_000n
  await expect.poll(() => tokenBalanceOnChain(chain, token.address, receiver)).toBe(before.receiver + sent)
  expect(await tokenBalanceOnChain(chain, token.address, evmWallet.address)).toBe(before.sender - sent)
  expect(evmWallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
})

test('Disconnect clears the kit state and its stored connection; a reload stays disconnected', async ({
  page,
  evmRig,
  evmWallet,
  registry,
}) => {
  await openSite(page, { evmRig, registry })
  await connectThroughModal(page, walletRow)
  const dialog = await openAccountView(page)
  await expect(dialog.getByTestId('account-name')).toHaveText('alice.latch.eth')
  await expect(dialog.getByTestId('account-balance')).toHaveText(/ ETH$/)
  expect(await kitStorage(page)).toMatchObject({
    connectionStatus: 'connected',
    connectedNamespaces: ['eip155'],
    connectedConnectorIds: { eip155: connectorId },
    activeCaipNetworkId: 'eip155:31337',
  })

  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await evmAccount(page)).toEqual({ status: 'disconnected', address: undefined })
  const state = await page.evaluate(() => {
    const { accounts, connection } = window.latchKit.getState()
    const account = accounts.eip155
    return {
      profileName: account?.profileName,
      balance: account?.balance,
      walletInfo: account?.connectedWalletInfo,
      connectedNamespaces: connection.connectedNamespaces,
    }
  })
  expect(state).toEqual({
    profileName: undefined,
    balance: undefined,
    walletInfo: undefined,
    connectedNamespaces: [],
  })
  // Spec section 4: the namespace's connector is recorded as disconnected, its namespace removed.
  const stored = await kitStorage(page)
  expect(stored).toMatchObject({
    connectionStatus: 'disconnected',
    connectedNamespaces: [],
    connectedConnectorIds: {},
    disconnectedConnectorIds: { eip155: [connectorId] },
  })

  // The next visit starts disconnected, asks the wallet nothing, and drops the address caches.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await evmAccount(page)).toEqual({ status: 'disconnected', address: undefined })
  const afterReload = await kitStorage(page)
  expect(Object.keys(afterReload)).not.toContain('identityCache')
  expect(Object.keys(afterReload)).not.toContain('nativeBalanceCache')
  expect(connectPrompts(evmWallet.requests)).toBe(1)
})
