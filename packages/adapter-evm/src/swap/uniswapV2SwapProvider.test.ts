import { nativeSwapTokenAddress } from '@latchkit/core'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../adapter/EvmAdapter.js'
import type { EvmNetwork } from '../networks/toNetwork.js'
import { createRigAdapter } from '../test-utils/evmTestSetup.js'
import { uniswapV2RouterAbi } from './uniswapV2Abi.js'
import { uniswapV2SwapProvider } from './uniswapV2SwapProvider.js'

// The provider against the rig's real Uniswap v2 (the published builds, with pools priced as the
// rig's prices say): what it quotes is what the router gives, and the transactions it builds,
// sent by a rig account, move exactly that.

let rig: EvmRig
let adapter: EvmAdapter
let chainA: EvmNetwork
let chainB: EvmNetwork
let provider: ReturnType<typeof uniswapV2SwapProvider>

const caip = (address: string) => `eip155:31337:${address}`

beforeAll(async () => {
  rig = await startEvm({ accountCount: 6 })
  adapter = createRigAdapter(rig)
  ;[chainA, chainB] = adapter.networks as [EvmNetwork, EvmNetwork]
  const [a] = rig.chains
  provider = uniswapV2SwapProvider({
    adapter,
    routers: { 31337: a.uniswapV2.router },
    tokens: [
      { chainId: 31337, address: a.tokens.lUSD.address },
      { chainId: 31337, address: a.tokens.LTK.address, symbol: 'LTK', decimals: 18, name: 'Latch Token' },
    ],
  })
}, 60_000)

afterAll(async () => {
  await rig?.stop()
})

function walletOf(index: number) {
  const account = rig.accounts[index]
  if (!account) throw new Error(`The rig has no account ${index}.`)
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain: rig.chains[0].chain,
    transport: http(),
  }).extend(publicActions)
}

/** Sends a built transaction from `wallet` and waits for it; throws if it reverted. */
async function send(
  wallet: ReturnType<typeof walletOf>,
  transaction: { to: string; data: string; value: string },
) {
  const hash = await wallet.sendTransaction({
    to: transaction.to as Hex,
    data: transaction.data as Hex,
    value: BigInt(transaction.value),
  })
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error('reverted')
}

describe('uniswapV2SwapProvider', () => {
  it('swaps where a router is configured, offering the native currency and the listed tokens (read from the contract where not given)', async () => {
    expect(await provider.supportsNetwork(chainA)).toBe(true)
    expect(await provider.supportsNetwork(chainB)).toBe(false)
    const tokens = await provider.getTokens({ network: chainA })
    expect(tokens.map(({ symbol, decimals, address }) => ({ symbol, decimals, address }))).toEqual([
      { symbol: 'ETH', decimals: 18, address: caip(nativeSwapTokenAddress) },
      { symbol: 'lUSD', decimals: 6, address: caip(rig.chains[0].tokens.lUSD.address) },
      { symbol: 'LTK', decimals: 18, address: caip(rig.chains[0].tokens.LTK.address) },
    ])
    await expect(
      provider.getQuote({
        network: chainB,
        from: 'eip155:31338:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        to: `eip155:31338:${rig.chains[1].tokens.lUSD.address}`,
        amount: '1',
        userAddress: rig.accounts[2]?.address ?? '',
      }),
    ).rejects.toMatchObject({ name: 'UniswapV2RouteError', shortMessage: 'No quote for this swap' })
  })

  it('quotes what the router gives, with a small price impact and the pool fee for 100 lUSD', async () => {
    const { lUSD, LTK } = rig.chains[0].tokens
    const amount = parseUnits('100', 6)
    const quote = await provider.getQuote({
      network: chainA,
      from: caip(lUSD.address),
      to: caip(LTK.address),
      amount: amount.toString(),
      userAddress: rig.accounts[2]?.address ?? '',
    })
    const wallet = walletOf(2)
    const amounts = await wallet.readContract({
      address: rig.chains[0].uniswapV2.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, [lUSD.address, LTK.address]],
    })
    expect(quote.toAmount).toBe(amounts.at(-1)?.toString())
    expect(quote.feePercent).toBeCloseTo(0.3)
    expect(quote.priceImpact).toBeGreaterThan(0)
    expect(quote.priceImpact).toBeLessThan(1)
  })

  it('a token swap: no allowance, the approval it builds lets the router spend any amount, then its swap moves exactly the quote', async () => {
    const wallet = walletOf(3)
    const owner = wallet.account.address
    const { lUSD, LTK } = rig.chains[0].tokens
    const amount = parseUnits('250', 6).toString()
    const order = {
      network: chainA,
      from: caip(lUSD.address),
      to: caip(LTK.address),
      amount,
      userAddress: owner,
    }
    expect(await provider.getAllowance({ network: chainA, token: order.from, owner })).toBe('0')
    await send(wallet, await provider.buildApprove(order))
    // Any amount from then on: one approval per token.
    expect(await provider.getAllowance({ network: chainA, token: order.from, owner })).toBe(
      maxUint256.toString(),
    )

    const balance = (token: `0x${string}`) =>
      wallet.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    const [lusdBefore, ltkBefore] = await Promise.all([balance(lUSD.address), balance(LTK.address)])
    const quote = await provider.getQuote(order)
    await send(wallet, await provider.buildSwap({ ...order, slippage: 1 }))
    expect(await balance(lUSD.address)).toBe(lusdBefore - BigInt(amount))
    expect(await balance(LTK.address)).toBe(ltkBefore + BigInt(quote.toAmount))
  })

  it('the native currency in needs no approval and is sent as the value; a swap whose minimum the pool no longer gives reverts', async () => {
    const wallet = walletOf(4)
    const owner = wallet.account.address
    const { LTK } = rig.chains[0].tokens
    const order = {
      network: chainA,
      from: caip(nativeSwapTokenAddress),
      to: caip(LTK.address),
      amount: parseEther('0.5').toString(),
      userAddress: owner,
    }
    expect(
      BigInt(await provider.getAllowance({ network: chainA, token: order.from, owner })),
    ).toBeGreaterThan(parseEther('1000000'))
    const built = await provider.buildSwap({ ...order, slippage: 0 })
    expect(built).toMatchObject({ to: rig.chains[0].uniswapV2.router, value: order.amount })
    // Another swap in the same direction moves the price first: the exact minimum is no longer given.
    await send(
      walletOf(5),
      await provider.buildSwap({ ...order, userAddress: walletOf(5).account.address, slippage: 1 }),
    )
    await expect(send(wallet, built)).rejects.toThrow()
    // With the tolerance, a fresh build goes through.
    await send(wallet, await provider.buildSwap({ ...order, slippage: 1 }))
  })
})
