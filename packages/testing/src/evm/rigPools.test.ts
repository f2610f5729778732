import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { rigPoolSpecs } from './rigPools.js'
import { rigPrices } from './rigPrices.js'
import { type EvmRig, startEvm } from './startEvm.js'
import type { EvmRigChain } from './startRigChain.js'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'

// The Uniswap v2 every rig chain starts with: the published contracts, and pools a swap screen can
// quote at the rig's prices.

let rig: EvmRig
beforeAll(async () => {
  rig = await startEvm()
}, 30_000)
afterAll(() => rig?.stop())

const clientFor = (rigChain: EvmRigChain) => createPublicClient({ chain: rigChain.chain, transport: http() })
const assetAddress = (rigChain: EvmRigChain, asset: string): Address =>
  asset === 'ETH' ? rigChain.uniswapV2.weth : rigChain.tokens[asset as 'lUSD' | 'LTK'].address

describe.each([0, 1])('on chain %i', (chainIndex) => {
  const rigChain = () => rig.chains[chainIndex] as EvmRigChain

  test('the router is wired to the factory and WETH it is exposed with', async () => {
    const client = clientFor(rigChain())
    const { router, factory, weth } = rigChain().uniswapV2
    const read = { address: router, abi: uniswapV2RouterAbi } as const
    expect(await client.readContract({ ...read, functionName: 'factory' })).toBe(factory)
    expect(await client.readContract({ ...read, functionName: 'WETH' })).toBe(weth)
    expect(await client.getCode({ address: weth })).toMatch(/^0x[0-9a-f]{100,}/)
  })

  test('lUSD/LTK, lUSD/WETH and LTK/WETH exist with the seeded reserves, owned by the liquidity account', async () => {
    const client = clientFor(rigChain())
    const { factory } = rigChain().uniswapV2
    expect(
      await client.readContract({
        address: factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(3n)
    const pools = await Promise.all(
      rigPoolSpecs.map(async ({ assets, reserves }) => {
        const [a, b] = assets.map((asset) => assetAddress(rigChain(), asset)) as [Address, Address]
        const pair = await client.readContract({
          address: factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [a, b],
        })
        expect(pair).not.toBe(zeroAddress)
        const [token0, [reserve0, reserve1], shares] = await Promise.all([
          client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
          client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
          client.readContract({
            address: pair,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [rig.liquidityAccount.address],
          }),
        ])
        expect(shares).toBeGreaterThan(0n)
        const held = token0 === a ? [reserve0, reserve1] : [reserve1, reserve0]
        return { assets: assets.join('/'), held, seeded: reserves }
      }),
    )
    for (const pool of pools) expect(pool.held).toEqual(pool.seeded)
    expect(pools.map(({ assets, held }) => `${assets} ${held.join(' ')}`)).toEqual([
      `lUSD/LTK ${parseUnits('100000', 6)} ${parseUnits('200000', 18)}`,
      `lUSD/ETH ${parseUnits('100000', 6)} ${parseUnits('40', 18)}`,
      `LTK/ETH ${parseUnits('200000', 18)} ${parseUnits('40', 18)}`,
    ])
  })

  test('quotes agree with the rig prices, and 100 lUSD moves a pool by less than 1%', async () => {
    const client = clientFor(rigChain())
    const { lUSD, LTK } = rigChain().tokens
    const { router, weth } = rigChain().uniswapV2
    const amountsOut = (amountIn: bigint, path: Address[]) =>
      client.readContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
    // 1 ETH buys a little less than its 2,500 lUSD: the 0.3% fee and 2.4% price impact on 40 ETH.
    const [, lusdForEth = 0n] = await amountsOut(parseUnits('1', 18), [weth, lUSD.address])
    const ethPrice = rigPrices.ETH ?? 0
    expect(Number(formatUnits(lusdForEth, 6))).toBeGreaterThan(ethPrice * 0.97)
    expect(Number(formatUnits(lusdForEth, 6))).toBeLessThan(ethPrice)
    // 1,000 LTK is worth 500 lUSD.
    const [, lusdForLtk = 0n] = await amountsOut(parseUnits('1000', 18), [LTK.address, lUSD.address])
    expect(Number(formatUnits(lusdForLtk, 6))).toBeGreaterThan(1000 * (rigPrices.LTK ?? 0) * 0.99)
    expect(Number(formatUnits(lusdForLtk, 6))).toBeLessThan(1000 * (rigPrices.LTK ?? 0))

    for (const output of [LTK.address, weth]) {
      const pair = await client.readContract({
        address: rigChain().uniswapV2.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [lUSD.address, output],
      })
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      ])
      const [usdReserve, otherReserve] = token0 === lUSD.address ? [reserve0, reserve1] : [reserve1, reserve0]
      const amountIn = parseUnits('100', 6)
      const [, amountOut = 0n] = await amountsOut(amountIn, [lUSD.address, output])
      // The price of lUSD in the other asset, before and after the swap, in millionths.
      const priceBefore = (otherReserve * 1_000_000n) / usdReserve
      const priceAfter = ((otherReserve - amountOut) * 1_000_000n) / (usdReserve + amountIn)
      expect(Number(priceBefore - priceAfter) / Number(priceBefore)).toBeLessThan(0.01)
    }
  })
})

test('the liquidity account is none of the test accounts, and they hold what they always did', async () => {
  const client = clientFor(rig.chains[0])
  expect(rig.accounts.map((account) => account.address)).not.toContain(rig.liquidityAccount.address)
  const nodeAccounts = await createWalletClient({
    chain: rig.chains[0].chain,
    transport: http(),
  }).getAddresses()
  expect(nodeAccounts).toHaveLength(rig.accounts.length)
  expect(nodeAccounts).not.toContain(rig.liquidityAccount.address)
  const { lUSD, LTK } = rig.chains[0].tokens
  const holder = rig.accounts[0]?.address ?? zeroAddress
  expect(
    await client.readContract({
      address: lUSD.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    }),
  ).toBe(lUSD.balancePerAccount)
  expect(
    await client.readContract({
      address: LTK.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    }),
  ).toBe(LTK.balancePerAccount)
  // The Uniswap deployment sends nothing from the test accounts: the first one deployed only the
  // rig's own contracts and ENS names.
  expect(await client.getTransactionCount({ address: rig.accounts[1]?.address ?? zeroAddress })).toBe(0)
})

test('both chains have Uniswap at the same addresses (same deployer, same nonces)', () => {
  expect(rig.chains[1].uniswapV2).toEqual(rig.chains[0].uniswapV2)
})
