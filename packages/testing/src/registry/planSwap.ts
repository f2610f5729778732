import { type Address, BaseError, ContractFunctionRevertedError, isAddressEqual, zeroAddress } from 'viem'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from '../evm/uniswapV2Abi.js'
import type { SwapVenue } from './evmReader.js'
import type { SwapAsset } from './swapAssets.js'

/** How an exact-input swap goes through the venue's pools, and what it gives at today's reserves. */
export type SwapPlan = {
  from: SwapAsset
  to: SwapAsset
  /** Token addresses, the native currency as WETH: the router's `path`. */
  path: Address[]
  amountIn: bigint
  /** The router's `getAmountsOut(amountIn, path)`, last hop. */
  amountOut: bigint
}

/** Why there is no plan: said to the caller as a 400's message. */
export type SwapRefusal = { reason: string }

// A pair keeps its reserves in uint112: a swap that would take one past it reverts (OVERFLOW).
const maxReserve = 2n ** 112n - 1n

/**
 * Plans swapping `amountIn` of `from` for `to`: through their pair, or through WETH when they have
 * none, quoted by the router as a swap would be executed now.
 */
export async function planSwap(
  venue: SwapVenue,
  from: SwapAsset,
  to: SwapAsset,
  amountIn: bigint,
): Promise<SwapPlan | SwapRefusal> {
  const { client, uniswapV2 } = venue
  const [a, b] = [from, to].map((side) => side.token.address ?? uniswapV2.weth) as [Address, Address]
  if (isAddressEqual(a, b))
    return { reason: `${from.token.symbol} cannot be swapped for ${to.token.symbol}.` }
  if (amountIn <= 0n) return { reason: 'amount must be more than 0.' }

  const pairOf = (x: Address, y: Address) =>
    client.readContract({
      address: uniswapV2.factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [x, y],
    })
  const direct = await pairOf(a, b)
  const throughWeth =
    direct !== zeroAddress || isAddressEqual(a, uniswapV2.weth) || isAddressEqual(b, uniswapV2.weth)
      ? []
      : await Promise.all([pairOf(a, uniswapV2.weth), pairOf(uniswapV2.weth, b)])
  const [path, pairs] = direct !== zeroAddress ? [[a, b], [direct]] : [[a, uniswapV2.weth, b], throughWeth]
  if (pairs.length === 0 || pairs.includes(zeroAddress))
    return { reason: `There is no pool for ${from.token.symbol} to ${to.token.symbol} on this chain.` }
  const inputs = path.slice(0, -1)

  const [amounts, reserves] = await Promise.all([
    client
      .readContract({
        address: uniswapV2.router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      })
      .catch(unlessReverted),
    Promise.all(pairs.map((pair, index) => reserveOf(venue, pair, inputs[index] as Address))),
  ])
  const amountOut = amounts?.at(-1)
  if (amounts === undefined || amountOut === undefined)
    return { reason: `The pools cannot fill a swap of ${amountIn} ${from.token.symbol}.` }
  if (amountOut === 0n)
    return { reason: `${amountIn} is too small an amount of ${from.token.symbol} to swap.` }
  if (reserves.some((reserve, index) => reserve + (amounts[index] ?? 0n) > maxReserve))
    return { reason: `${amountIn} ${from.token.symbol} is more than the pools can take.` }
  return { from, to, path, amountIn, amountOut }
}

/** Undefined for a call the contract reverted (no liquidity, an amount that overflows); else rethrows. */
function unlessReverted(error: unknown): undefined {
  if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError))
    return undefined
  throw error
}

/** What `pair` holds of `token`. */
async function reserveOf(venue: SwapVenue, pair: Address, token: Address): Promise<bigint> {
  const read = { address: pair, abi: uniswapV2PairAbi } as const
  const [token0, [reserve0, reserve1]] = await Promise.all([
    venue.client.readContract({ ...read, functionName: 'token0' }),
    venue.client.readContract({ ...read, functionName: 'getReserves' }),
  ])
  return isAddressEqual(token0, token) ? reserve0 : reserve1
}
