import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApi } from '../../../core/src/api/createBlockchainApi.js'
import type { SwapTransaction } from '../../../core/src/contracts/blockchainApi.js'
import type { Logger } from '../../../core/src/contracts/logger.js'
import { type EvmRig, startEvm } from '../evm/startEvm.js'
import { uniswapV2RouterAbi } from '../evm/uniswapV2Abi.js'
import { type Registry, startRegistry } from './startRegistry.js'

// The convert routes against the rig's real Uniswap v2, through @latchkit/core's own client: a
// visitor's approve and swap, built by the routes, signed by a test account and mined by anvil.

let evm: EvmRig
let registry: Registry
const warnings: string[] = []
const logger: Logger = {
  warn: (message) => warnings.push(message),
  error: (message) => warnings.push(message),
}

beforeAll(async () => {
  evm = await startEvm()
  registry = await startRegistry({ evmChains: evm.chains })
}, 30_000)
afterAll(async () => {
  await registry?.stop()
  await evm?.stop()
})

const chainA = 'eip155:31337' as const
const native = `${chainA}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const rigChain = () => evm.chains[0]
const caip10 = (address: Address) => `${chainA}:${address}`
const api = () =>
  createBlockchainApi({
    baseUrl: registry.url,
    projectId: 'rig-project',
    sdkVersion: 'react-evm-0.1.0',
    logger,
  })
const account = (index: number) => {
  const found = evm.accounts[index]
  if (!found) throw new Error(`No test account ${index}`)
  return found
}
const publicClient = () =>
  createPublicClient({ chain: rigChain().chain, transport: http(), pollingInterval: 50 })

/** What `holder` has of a token, or of ETH for `undefined`. */
const balanceOf = (holder: Address, token: Address | undefined) =>
  token
    ? publicClient().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
    : publicClient().getBalance({ address: holder })

/** Signs and sends a transaction the routes built, as a wallet would, and waits for it to be mined. */
async function send(accountIndex: number, tx: SwapTransaction) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(account(accountIndex).privateKey),
    chain: rigChain().chain,
    transport: http(),
    pollingInterval: 50,
  }).extend(publicActions)
  expect(tx.from).toBe(account(accountIndex).address)
  const hash = await wallet.sendTransaction({
    to: tx.to as Address,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash })
  return { ...receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
}

/** The query every GET carries, and the registry's raw answer: for the refusals' messages. */
/** The provider API's quote for `amount` of the order, and the swap it builds at `slippage`. */
async function quoteAndBuild(
  client: ReturnType<typeof api>,
  order: { caipNetworkId: typeof chainA; from: string; to: string; userAddress: string },
  amount: bigint,
  slippage: number,
) {
  const { userAddress, ...sides } = order
  const [quote] = await client.getSwapQuotes({ ...sides, amount: String(amount), userAddress, gasPrice: '1' })
  const swap = await client.buildSwapTransaction({ ...order, amount: String(amount), slippage })
  return { quote, swap }
}

const base = 'st=latchkit&sv=test&projectId=rig-project'
async function get(path: string, params: Record<string, string>) {
  const response = await fetch(`${registry.url}${path}?${base}&${new URLSearchParams(params)}`)
  return { status: response.status, body: await response.json() }
}
async function post(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${registry.url}${path}?${base}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

describe('convert routes on a chain with Uniswap v2', () => {
  test('list the native currency and the chain tokens', async () => {
    const { lUSD, LTK } = rigChain().tokens
    const tokens = await api().getSwapTokens({ caipNetworkId: chainA })
    expect(tokens.map(({ symbol, address, decimals }) => [symbol, address, decimals])).toEqual([
      ['ETH', native, 18],
      ['lUSD', caip10(lUSD.address), 6],
      ['LTK', caip10(LTK.address), 18],
    ])
  })

  test.each([
    ['lUSD', 'LTK', parseUnits('100', 6)],
    ['ETH', 'lUSD', parseEther('0.5')],
    ['LTK', 'ETH', parseUnits('2500', 18)],
  ] as const)('a %s to %s quote is what the router gives for the direct pool', async (from, to, amount) => {
    const { router, weth } = rigChain().uniswapV2
    const addressOf = (symbol: 'lUSD' | 'LTK' | 'ETH') =>
      symbol === 'ETH' ? weth : rigChain().tokens[symbol].address
    const caipOf = (symbol: 'lUSD' | 'LTK' | 'ETH') => (symbol === 'ETH' ? native : caip10(addressOf(symbol)))
    const quotes = await api().getSwapQuotes({
      caipNetworkId: chainA,
      amount: amount.toString(),
      userAddress: caip10(account(1).address),
      from: caipOf(from),
      to: caipOf(to),
      gasPrice: '1',
    })
    const amounts = await publicClient().readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [addressOf(from), addressOf(to)]],
    })
    expect(quotes).toEqual([{ fromAmount: amount.toString(), toAmount: amounts[1]?.toString() }])
  })

  test('token to token: approve, then a swap that moves the quoted amounts', async () => {
    const client = api()
    const user = account(1).address
    const { lUSD, LTK } = rigChain().tokens
    const sides = { caipNetworkId: chainA, from: caip10(lUSD.address), to: caip10(LTK.address) }
    const allowance = () =>
      client.getSwapAllowance({ caipNetworkId: chainA, tokenAddress: sides.from, userAddress: caip10(user) })
    expect(await allowance()).toEqual({ allowance: '0' })

    const approve = await client.buildApproveTransaction({ ...sides, userAddress: caip10(user) })
    expect(approve).toMatchObject({ from: user, to: lUSD.address, value: '0' })
    expect((await send(1, approve)).status).toBe('success')
    expect(await allowance()).toEqual({ allowance: maxUint256.toString() })

    const amount = parseUnits('100', 6)
    const [quote] = await client.getSwapQuotes({
      ...sides,
      amount: String(amount),
      userAddress: user,
      gasPrice: '1',
    })
    const swap = await client.buildSwapTransaction({
      ...sides,
      amount: String(amount),
      slippage: 1,
      userAddress: caip10(user),
    })
    expect(swap).toMatchObject({
      from: user,
      to: rigChain().uniswapV2.router,
      value: '0',
      gas: expect.stringMatching(/^\d+$/),
    })
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: swap.data as Hex })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    // amountIn, amountOutMin (the quote less 1%), path, recipient.
    expect(call.args.slice(0, 4)).toEqual([
      amount,
      (BigInt(quote?.toAmount ?? 0) * 99n) / 100n,
      [lUSD.address, LTK.address],
      user,
    ])

    const before = await Promise.all([balanceOf(user, lUSD.address), balanceOf(user, LTK.address)])
    expect((await send(1, swap)).status).toBe('success')
    const after = await Promise.all([balanceOf(user, lUSD.address), balanceOf(user, LTK.address)])
    expect(after[0]).toBe(before[0] - amount)
    // Nothing traded in between: exactly the quote came out, more than the minimum.
    expect(after[1] - before[1]).toBe(BigInt(quote?.toAmount ?? -1))
  })

  test('ETH to token: no approval, the amount goes as value', async () => {
    const client = api()
    const user = account(2).address
    const { LTK } = rigChain().tokens
    const sides = { caipNetworkId: chainA, from: native, to: caip10(LTK.address) }
    // Nothing to approve for the native currency.
    expect(
      await client.getSwapAllowance({ caipNetworkId: chainA, tokenAddress: native, userAddress: user }),
    ).toEqual({
      allowance: maxUint256.toString(),
    })
    const amount = parseEther('0.25')
    const { quote, swap } = await quoteAndBuild(client, { ...sides, userAddress: user }, amount, 0.5)
    expect(swap).toMatchObject({ to: rigChain().uniswapV2.router, value: String(amount) })
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: swap.data as Hex }).functionName).toBe(
      'swapExactETHForTokens',
    )

    const before = await Promise.all([balanceOf(user, undefined), balanceOf(user, LTK.address)])
    const receipt = await send(2, swap)
    expect(receipt.status).toBe('success')
    const after = await Promise.all([balanceOf(user, undefined), balanceOf(user, LTK.address)])
    expect(after[0]).toBe(before[0] - amount - receipt.fee)
    const minimum = (BigInt(quote?.toAmount ?? 0) * 9950n) / 10_000n
    expect(after[1] - before[1]).toBeGreaterThanOrEqual(minimum)
    expect(after[1] - before[1]).toBe(BigInt(quote?.toAmount ?? -1))
  })

  test('token to ETH: an approval of the exact amount, used up by the swap', async () => {
    const client = api()
    const user = account(3).address
    const { LTK } = rigChain().tokens
    const sides = { caipNetworkId: chainA, from: caip10(LTK.address), to: native }
    const amount = parseUnits('500', 18)
    const approve = await get('/v1/convert/build-approve', {
      ...sides,
      userAddress: user,
      amount: String(amount),
    })
    expect(approve.status).toBe(200)
    expect((await send(3, approve.body.tx)).status).toBe('success')
    const allowance = () =>
      client.getSwapAllowance({ caipNetworkId: chainA, tokenAddress: sides.from, userAddress: user })
    expect(await allowance()).toEqual({ allowance: String(amount) })

    const { quote, swap } = await quoteAndBuild(client, { ...sides, userAddress: user }, amount, 2)
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: swap.data as Hex }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const before = await Promise.all([balanceOf(user, LTK.address), balanceOf(user, undefined)])
    const receipt = await send(3, swap)
    expect(receipt.status).toBe('success')
    const after = await Promise.all([balanceOf(user, LTK.address), balanceOf(user, undefined)])
    expect(after[0]).toBe(before[0] - amount)
    const received = after[1] - before[1] + receipt.fee
    expect(received).toBeGreaterThanOrEqual((BigInt(quote?.toAmount ?? 0) * 98n) / 100n)
    expect(received).toBe(BigInt(quote?.toAmount ?? -1))
    expect(await allowance()).toEqual({ allowance: '0' })
  })

  test('a swap built with slippage 0 reverts once another trade has moved the pool', async () => {
    const client = api()
    const { lUSD, LTK } = rigChain().tokens
    const sides = { caipNetworkId: chainA, from: caip10(lUSD.address), to: caip10(LTK.address) }
    const [late, early] = [4, 5]
    for (const index of [late, early])
      await send(
        index,
        await client.buildApproveTransaction({ ...sides, userAddress: account(index).address }),
      )
    const amount = String(parseUnits('50', 6))
    const stale = await client.buildSwapTransaction({
      ...sides,
      amount,
      slippage: 0,
      userAddress: account(late).address,
    })
    const first = await client.buildSwapTransaction({
      ...sides,
      amount,
      slippage: 0,
      userAddress: account(early).address,
    })
    expect((await send(early, first)).status).toBe('success')

    const before = await balanceOf(account(late).address, lUSD.address)
    expect((await send(late, stale)).status).toBe('reverted')
    expect(await balanceOf(account(late).address, lUSD.address)).toBe(before)
    // Built again, the same swap goes through at the new price.
    const fresh = await client.buildSwapTransaction({
      ...sides,
      amount,
      slippage: 0,
      userAddress: account(late).address,
    })
    expect((await send(late, fresh)).status).toBe('success')
  })
})

describe('convert routes refuse with a reason', () => {
  const user = () => account(6).address
  const quote = (params: Record<string, string>) =>
    get('/v1/convert/quotes', { userAddress: user(), gasPrice: '1', ...params })

  test('tokens the chain does not list, and sides on two chains', async () => {
    const { lUSD } = rigChain().tokens
    const weth = caip10(rigChain().uniswapV2.weth)
    expect(await quote({ from: weth, to: caip10(lUSD.address), amount: '1000' })).toEqual({
      status: 400,
      body: { message: `${weth} is not a token this chain swaps.` },
    })
    expect(await quote({ from: native, to: `eip155:31338:${lUSD.address}`, amount: '1000' })).toEqual({
      status: 400,
      body: { message: 'from and to must be on the same chain.' },
    })
    expect((await quote({ from: 'ETH', to: caip10(lUSD.address), amount: '1000' })).status).toBe(400)
    expect((await quote({ from: native, to: native, amount: '1000' })).body.message).toBe(
      'ETH cannot be swapped for ETH.',
    )
  })

  test('amounts the pools cannot fill', async () => {
    const { lUSD, LTK } = rigChain().tokens
    const sides = { from: caip10(lUSD.address), to: caip10(LTK.address) }
    const messageFor = async (params: Record<string, string>) => (await quote(params)).body.message
    expect(await messageFor({ ...sides, amount: '0' })).toBe('amount must be more than 0.')
    expect(await messageFor({ ...sides, amount: '1.5' })).toBe(
      'amount must be a whole number of the smallest unit.',
    )
    // More than a pool's uint112 reserve can take, and so much that the router's arithmetic overflows.
    expect(await messageFor({ ...sides, amount: String(2n ** 120n) })).toBe(
      `${2n ** 120n} lUSD is more than the pools can take.`,
    )
    expect(await messageFor({ ...sides, amount: String(2n ** 250n) })).toBe(
      `The pools cannot fill a swap of ${2n ** 250n} lUSD.`,
    )
    // One wei of LTK is worth far less than the smallest unit of lUSD.
    expect(await messageFor({ from: sides.to, to: sides.from, amount: '1' })).toBe(
      '1 is too small an amount of LTK to swap.',
    )
  })

  test('a swap the sender cannot make, unless the estimate is skipped', async () => {
    const { LTK } = rigChain().tokens
    const body = {
      amount: String(parseUnits('10', 18)),
      from: caip10(LTK.address),
      to: native,
      userAddress: user(),
    }
    const refused = await post('/v1/convert/build-transaction', { ...body, slippage: 1 })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/^The swap would fail: .*TRANSFER_FROM_FAILED/)
    const unestimated = await post('/v1/convert/build-transaction', {
      ...body,
      slippage: 1,
      disableEstimate: true,
    })
    expect(unestimated.status).toBe(200)
    expect(unestimated.body.tx).not.toHaveProperty('gas')
    expect((await post('/v1/convert/build-transaction', { ...body, slippage: 101 })).body.message).toBe(
      'slippage must be a percentage from 0 to 100.',
    )
  })

  test('an approval of the native currency', async () => {
    expect(await get('/v1/convert/build-approve', { from: native, to: native, userAddress: user() })).toEqual(
      {
        status: 400,
        body: { message: 'ETH is sent as value and needs no approval.' },
      },
    )
  })
})
