import { answerInFrame, signInByEmail, walletFrame } from '@latchkit/testing/embedded-wallet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { sendCalls, waitForCallsStatus } from 'viem/actions'
import { expectAxeClean } from './axe.js'
import { connectedAddress, pageProvider, requestOnPage } from './pageProvider.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

// Smart accounts on the rig's chain and the dapp's ERC-7677 paymaster: under a session the site
// pays the gas.
test.use({ smartAccounts: true, paymaster: true })
// Two full axe audits (both themes) of the page, the modal and the frame.
test.describe.configure({ timeout: 180_000 })

test('a smart session (ERC-7715): granted once in the frame, two transfers under it without a prompt, past its limit refused, listed and revoked in the Account view, then refused', async ({
  page,
  evmRig,
  walletSite,
}) => {
  const rigChain = evmRig.chains[0]
  const { accountAbstraction: aa, paymaster } = walletSite
  if (!rigChain || !aa || !paymaster)
    throw new Error('The rig has no chain with smart accounts and a paymaster.')
  const chain = defineChain({
    id: rigChain.chainId,
    name: rigChain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rigChain.rpcUrl] } },
  })
  const chainClient = createPublicClient({ chain, transport: http(rigChain.rpcUrl) })
  const token = rigChain.tokens.lUSD
  const lUSD = (amount: string) => parseUnits(amount, token.decimals)

  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, walletSite.wallet, {
    email: `session.${Date.now()}@example.com`,
    recoveryPassword: 'a long recovery password',
    step: 'create',
  })
  await expect.poll(() => connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const owner = (await connectedAddress(page)) as Address
  const smartAccount = await chainClient.readContract({
    address: aa.factory,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to smart account' }).click()
  await expect.poll(() => connectedAddress(page)).toBe(smartAccount)
  await page.keyboard.press('Escape')

  const funder = createWalletClient({
    account: evmRig.accounts[0]?.address as Address,
    chain,
    transport: http(rigChain.rpcUrl),
  })
  await chainClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({
      to: token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smartAccount, lUSD('100')],
      }),
    }),
  })

  // The site asks for up to 25 lUSD a day for a week; the frame shows what it would allow.
  const granting = requestOnPage(page, 'wallet_requestExecutionPermissions', [
    {
      chainId: `0x${chain.id.toString(16)}`,
      expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
      signer: { type: 'account', data: { address: smartAccount } },
      permission: {
        type: 'erc20-token-periodic',
        isAdjustmentAllowed: false,
        data: {
          tokenAddress: token.address,
          periodAmount: `0x${lUSD('25').toString(16)}`,
          periodDuration: 86_400,
        },
      },
    },
  ])
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Allow this site to spend without asking' })).toBeVisible()
  await expect(frame.getByText(new URL(walletSite.url).origin, { exact: true })).toBeVisible()
  await expect(frame.getByText('1 day')).toBeVisible()
  await answerInFrame(page, 'Approve')
  const granted = await granting
  expect(granted.error).toBeUndefined()
  const [permission] = granted.result as { context: string; address: string }[]
  expect(permission).toMatchObject({
    address: smartAccount,
    context: expect.stringMatching(/^0x[0-9a-f]{32}$/),
  })
  const context = permission?.context as string

  // Two transfers under the session: no approval view, both land (the site's paymaster pays gas).
  const wallet = createWalletClient({ account: smartAccount, chain, transport: pageProvider(page) })
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const underSession = (amount: string) =>
    sendCalls(wallet, {
      calls: [
        { to: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, lUSD(amount)] },
      ],
      capabilities: { permissions: { context }, paymasterService: { url: paymaster.url } },
    })
  for (const amount of ['10', '10']) {
    const { id } = await underSession(amount)
    const status = await waitForCallsStatus(wallet, { id, timeout: 60_000, pollingInterval: 500 })
    expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true })
  }
  await expect(frame.getByRole('button', { name: 'Approve', exact: true })).toBeHidden()
  const balanceOf = (holder: Address) =>
    chainClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
  await expect(balanceOf(recipient)).resolves.toBe(lUSD('20'))

  // 10 more would pass the day's 25: refused, nothing sent.
  await expect(underSession('10')).rejects.toThrow('Permission limit reached')

  // The Account view lists the session (the site, 25 lUSD in base units a day, 20 spent) and
  // revokes it.
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Smart sessions' }).click()
  const item = dialog.getByRole('listitem').filter({ hasText: new URL(walletSite.url).origin })
  await expect(item).toContainText(`${lUSD('25').toLocaleString('en-US')} per 1 day`)
  await expect(item).toContainText(lUSD('20').toLocaleString('en-US'))
  // The list is axe-clean in both themes, and Revoke works from the keyboard.
  await expectAxeClean(page, 'the SmartSessions view')
  await item.getByRole('button', { name: /Revoke/ }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('No active sessions')).toBeVisible()
  await page.keyboard.press('Escape')

  // Revoked: the next transfer under it is refused, even one within the limit. Revoking it again
  // through ERC-7715's method is harmless.
  expect(
    await requestOnPage(page, 'wallet_revokeExecutionPermission', [{ permissionContext: context }]),
  ).toEqual({
    result: null,
  })
  await expect(underSession('1')).rejects.toThrow('Session is no longer active')
  await expect(balanceOf(recipient)).resolves.toBe(lUSD('20'))
  await expect(balanceOf(smartAccount)).resolves.toBe(lUSD('80'))
})
