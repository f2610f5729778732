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
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getCapabilities, sendCalls, waitForCallsStatus } from 'viem/actions'
import { connectedAddress, pageProvider, requestOnPage } from './pageProvider.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

// The worker's wallet service offers smart accounts on the rig's chain: the EntryPoint v0.7 and
// SimpleAccount factory deployed on anvil, Alto as the operator's bundler.
test.use({ smartAccounts: true })

test("the email wallet's smart account: switched to in the Account view, an approve and a transfer sent as one user operation after one approval, kept across a reload, and switched back", async ({
  page,
  evmRig,
  walletSite,
}) => {
  const rigChain = evmRig.chains[0]
  const aa = walletSite.accountAbstraction
  if (!rigChain || !aa) throw new Error('The rig has no chain with smart accounts.')
  const chain = defineChain({
    id: rigChain.chainId,
    name: rigChain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rigChain.rpcUrl] } },
  })
  const chainClient = createPublicClient({ chain, transport: http(rigChain.rpcUrl) })

  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, walletSite.wallet, {
    email: `smart.${Date.now()}@example.com`,
    recoveryPassword: 'a long recovery password',
    step: 'create',
  })
  await expect.poll(() => connectedAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const owner = (await connectedAddress(page)) as Address
  // The visitor's smart account: the factory's CREATE2 address for their EOA, before it exists.
  const smartAccount = await chainClient.readContract({
    address: aa.factory,
    abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  expect(await chainClient.getCode({ address: smartAccount })).toBeUndefined()

  // The Account view offers the switch on this network; the connected account follows it.
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect.poll(() => connectedAddress(page)).toBe(smartAccount)
  await expect(dialog.getByText('Smart account', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Switch to standard account (EOA)' })).toBeVisible()
  await page.keyboard.press('Escape')

  // Funds for the account: ETH for its gas, lUSD for the calls.
  const token = rigChain.tokens.lUSD
  const lUSD = (amount: string) => parseUnits(amount, token.decimals)
  const funder = createWalletClient({
    account: evmRig.accounts[0]?.address as Address,
    chain,
    transport: http(rigChain.rpcUrl),
  })
  for (const hash of [
    await funder.sendTransaction({ to: smartAccount, value: parseEther('1') }),
    await funder.sendTransaction({
      to: token.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [smartAccount, lUSD('100')],
      }),
    }),
  ])
    await chainClient.waitForTransactionReceipt({ hash })

  const wallet = createWalletClient({ account: smartAccount, chain, transport: pageProvider(page) })
  await expect(getCapabilities(wallet, { chainId: chain.id })).resolves.toEqual({
    atomic: { status: 'supported' },
    paymasterService: { supported: true },
  })

  const spender = privateKeyToAccount(generatePrivateKey()).address
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const sent = sendCalls(wallet, {
    forceAtomic: true,
    calls: [
      { to: token.address, abi: erc20Abi, functionName: 'approve', args: [spender, lUSD('40')] },
      { to: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, lUSD('25')] },
    ],
  })
  // One approval in the frame: the smart account's operation, which also creates the account.
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Approve smart account operation' })).toBeVisible()
  await expect(frame.getByText(smartAccount, { exact: true }).first()).toBeVisible()
  await expect(frame.getByText('Created by this operation')).toBeVisible()
  await answerInFrame(page, 'Approve')
  const { id } = await sent

  const status = await waitForCallsStatus(wallet, { id, timeout: 60_000, pollingInterval: 500 })
  expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true })
  expect(status.receipts).toHaveLength(1)
  // On anvil: both calls applied, from the smart account, in one handleOps with one operation.
  const balanceOf = (holder: Address) =>
    chainClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
  await expect(balanceOf(recipient)).resolves.toBe(lUSD('25'))
  await expect(balanceOf(smartAccount)).resolves.toBe(lUSD('75'))
  await expect(
    chainClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [smartAccount, spender],
    }),
  ).resolves.toBe(lUSD('40'))
  const bundle = await chainClient.getTransactionReceipt({
    hash: status.receipts?.[0]?.transactionHash as `0x${string}`,
  })
  const operations = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: 'UserOperationEvent',
    logs: bundle.logs,
  })
  expect(operations.map(({ args }) => ({ sender: args.sender, success: args.success }))).toEqual([
    { sender: smartAccount, success: true },
  ])
  expect(await chainClient.getCode({ address: smartAccount })).toMatch(/^0x[0-9a-f]{100,}$/)
  // The EOA sent nothing itself.
  expect(await chainClient.getTransactionCount({ address: owner })).toBe(0)

  // A reload keeps the login and the choice: the smart account is the connected account again.
  await page.reload()
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true')
  await expect.poll(() => connectedAddress(page), { timeout: 30_000 }).toBe(smartAccount)
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.smartAccountDeployed,
      ),
    )
    .toBe(true)

  // The smart account cannot sign a message (its contract verifies no signature): refused at once.
  await expect(requestOnPage(page, 'personal_sign', ['0x68656c6c6f', smartAccount])).resolves.toEqual({
    error: {
      code: 4200,
      message: 'This smart account cannot sign messages: switch to the standard account (EOA) to sign.',
    },
  })

  // Back to the EOA.
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to standard account (EOA)' }).click()
  await expect.poll(() => connectedAddress(page)).toBe(owner)
  await expect(
    page.getByRole('dialog').getByRole('button', { name: 'Switch to smart account' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  // A bare 32-byte hash is not signed while smart accounts are offered: its signature would
  // authorize a user operation the visitor never saw. The frame refuses before showing anything.
  await expect(requestOnPage(page, 'personal_sign', [`0x${'ab'.repeat(32)}`, owner])).resolves.toMatchObject({
    error: {
      message:
        'Signing a bare 32-byte hash is refused: it could authorize a transaction from your smart account',
    },
  })
  await expect(walletFrame(page).getByRole('button', { name: 'Approve', exact: true })).toBeHidden()
})
