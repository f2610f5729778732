import { answerInFrame, signInByEmail, walletFrame } from '@latchkit/testing/embedded-wallet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getCapabilities, sendCalls, waitForCallsStatus } from 'viem/actions'
import { connectedAddress, pageProvider } from './pageProvider.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

// The worker's wallet service offers smart accounts on the rig's chain (EntryPoint v0.7, Alto as
// the bundler), and a VerifyingPaymaster serves ERC-7677 on 127.0.0.1: the dapp's paymaster.
test.use({ smartAccounts: true, paymaster: true })

test("a sponsored batch (EIP-5792's paymasterService): the smart account holds no ETH, the frame says the site pays, the transfer lands and the paymaster's deposit pays the gas", async ({
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

  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, walletSite.wallet, {
    email: `sponsored.${Date.now()}@example.com`,
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

  // The visitor switches to the smart account in the Account view.
  await page.evaluate(() => (window as unknown as SiteWindow).kit.open())
  await page.getByRole('dialog').getByRole('button', { name: 'Switch to smart account' }).click()
  await expect.poll(() => connectedAddress(page)).toBe(smartAccount)
  await page.keyboard.press('Escape')

  // lUSD only: without a paymaster this account could not pay for any gas.
  const token = rigChain.tokens.lUSD
  const lUSD = (amount: string) => parseUnits(amount, token.decimals)
  const funder = createWalletClient({
    account: evmRig.accounts[0]?.address as Address,
    chain,
    transport: http(rigChain.rpcUrl),
  })
  await chainClient.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smartAccount, lUSD('100')],
    }),
  })
  expect(await chainClient.getBalance({ address: smartAccount })).toBe(0n)
  const paymasterDeposit = () =>
    chainClient.readContract({
      address: aa.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [paymaster.address],
    })
  const depositBefore = await paymasterDeposit()

  const wallet = createWalletClient({ account: smartAccount, chain, transport: pageProvider(page) })
  await expect(getCapabilities(wallet, { chainId: chain.id })).resolves.toMatchObject({
    atomic: { status: 'supported' },
    paymasterService: { supported: true },
  })

  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const sent = sendCalls(wallet, {
    calls: [{ to: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, lUSD('30')] }],
    capabilities: { paymasterService: { url: paymaster.url } },
  })
  // One approval; the fee line says the site pays, not the visitor.
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Approve smart account operation' })).toBeVisible()
  await expect(frame.getByText('Paid by the site')).toBeVisible()
  await answerInFrame(page, 'Approve')
  const { id } = await sent

  const status = await waitForCallsStatus(wallet, { id, timeout: 60_000, pollingInterval: 500 })
  expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true })
  const balanceOf = (holder: Address) =>
    chainClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    })
  await expect(balanceOf(recipient)).resolves.toBe(lUSD('30'))
  await expect(balanceOf(smartAccount)).resolves.toBe(lUSD('70'))
  // The account still holds no ETH and left none at the EntryPoint: the paymaster's deposit paid.
  expect(await chainClient.getBalance({ address: smartAccount })).toBe(0n)
  expect(
    await chainClient.readContract({
      address: aa.entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [smartAccount],
    }),
  ).toBe(0n)
  expect(await paymasterDeposit()).toBeLessThan(depositBefore)
})
