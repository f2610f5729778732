import { answerInFrame, signInByEmail, walletFrame } from '@latchkit/testing/embedded-wallet'
import { BaseError, createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getCapabilities, sendCalls, waitForCallsStatus } from 'viem/actions'
import { pageProvider } from './pageProvider.js'
import type { SiteWindow } from './site/main.js'
import { expect, openSite, test } from './walletSite.js'

/** The wallet's RPC error under viem's wrapping (viem reports a failed send as a TransactionExecutionError). */
async function rpcErrorOf(request: Promise<unknown>): Promise<unknown> {
  const error = await request.then(
    () => {
      throw new Error('The wallet accepted the request.')
    },
    (reason: unknown) => reason,
  )
  return error instanceof BaseError
    ? error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number')
    : error
}

const recoveryPassword = 'a long recovery password'
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

test('wallet_sendCalls from the email wallet: two transfers approved once in the frame, confirmed with two receipts; atomic batches and malformed calls refused', async ({
  page,
  evmRig,
  walletSite,
}) => {
  const rigChain = evmRig.chains[0]
  if (!rigChain) throw new Error('The rig has no EVM chain.')
  const chain = defineChain({
    id: rigChain.chainId,
    name: rigChain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rigChain.rpcUrl] } },
  })
  await openSite(page, { walletSite, evmRig })
  await signInByEmail(page, walletSite.wallet, {
    email: `batch.${Date.now()}@example.com`,
    recoveryPassword,
    step: 'create',
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.status))
    .toBe('connected')
  const address = (await page.evaluate(
    () => (window as unknown as SiteWindow).kit.getState().accounts.eip155?.address,
  )) as `0x${string}`

  const chainClient = createPublicClient({ chain, transport: http(rigChain.rpcUrl) })
  await chainClient.request({
    method: 'anvil_setBalance' as never,
    params: [address, `0x${parseEther('10').toString(16)}`] as never,
  })
  const wallet = createWalletClient({ account: address, chain, transport: pageProvider(page) })

  // An EOA cannot batch atomically, and says so.
  await expect(getCapabilities(wallet, { chainId: chain.id })).resolves.toEqual({
    atomic: { status: 'unsupported' },
  })

  const alice = freshAddress()
  const bob = freshAddress()
  const sent = sendCalls(wallet, {
    calls: [
      { to: alice, value: parseEther('1') },
      { to: bob, value: parseEther('2') },
    ],
  })
  // One approval lists both calls: each recipient and amount.
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Send several transactions' })).toBeVisible()
  await expect(frame.getByText(alice, { exact: true })).toBeVisible()
  await expect(frame.getByText(bob, { exact: true })).toBeVisible()
  await expect(frame.getByText('3', { exact: true })).toBeVisible()
  await answerInFrame(page, 'Approve')
  const { id } = await sent

  const status = await waitForCallsStatus(wallet, { id, timeout: 30_000, pollingInterval: 250 })
  expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: false })
  expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
  await expect(chainClient.getBalance({ address: alice })).resolves.toBe(parseEther('1'))
  await expect(chainClient.getBalance({ address: bob })).resolves.toBe(parseEther('2'))
  expect(await chainClient.getBalance({ address })).toBeLessThan(parseEther('7'))
  // Consecutive nonces from one account: the two transactions follow each other.
  const [first, second] = await Promise.all(
    (status.receipts ?? []).map((receipt) => chainClient.getTransaction({ hash: receipt.transactionHash })),
  )
  expect((second?.nonce ?? 0) - (first?.nonce ?? 0)).toBe(1)

  // Refused before the visitor is asked: nothing opens in the frame.
  await expect(
    rpcErrorOf(sendCalls(wallet, { calls: [{ to: alice, value: 1n }], forceAtomic: true })),
  ).resolves.toMatchObject({ code: 5760, details: 'Atomicity not supported' })
  await expect(
    rpcErrorOf(sendCalls(wallet, { calls: [{ to: alice.slice(2) as `0x${string}`, value: 1n }] })),
  ).resolves.toMatchObject({ code: -32602, details: "Call 0: 'to' must be an address starting with 0x" })
  await expect(frame.getByRole('button', { name: 'Approve', exact: true })).toBeHidden()
  await expect(chainClient.getBalance({ address: alice })).resolves.toBe(parseEther('1'))
})
