import { type Address, encodeFunctionData, type Hex } from 'viem'
import { uniswapV2RouterAbi } from '../evm/uniswapV2Abi.js'
import type { SwapPlan } from './planSwap.js'

/** `amountOut` less `slippagePercent` percent (1 is 1%), rounded down to the smallest unit. */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/**
 * The router call that carries out `plan` for `recipient`: `swapExactETHForTokens` (with the
 * amount as value) from the native currency, `swapExactTokensForETH` to it, else
 * `swapExactTokensForTokens`. It reverts when less than `amountOutMin` would come out, or after
 * `deadline` (seconds since the epoch).
 */
export function encodeSwapCall(parameters: {
  plan: SwapPlan
  amountOutMin: bigint
  recipient: Address
  deadline: bigint
}): { data: Hex; value: bigint } {
  const { plan, amountOutMin, recipient, deadline } = parameters
  const { path, amountIn } = plan
  if (plan.from.isNative)
    return {
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amountIn,
    }
  return {
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: plan.to.isNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}
