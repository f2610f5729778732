import { loadOnce, type SwapProvider } from '@latchkit/core'
import type { Config } from '@wagmi/core'
import type { EvmTokenListing } from '../account/evmTokenListing.js'

/**
 * Swaps on chain through Uniswap v2 routers (UniswapV2Router02, or a fork with its interface), for
 * a site with no cloud: quotes from the router's `getAmountsOut` (direct pool, else through WETH),
 * price impact from the pools' reserves, approvals for the router (once per token: any amount), and the router's
 * `swapExact…` calls with the minimum under the slippage tolerance. Pass it to core's
 * `swapFeature`. Its code downloads on the first call.
 *
 * @example
 * import { uniswapV2SwapProvider } from '@latchkit/adapter-evm/swap'
 * const evm = new EvmAdapter({ networks: [mainnet], tokens })
 * swapFeature({
 *   provider: uniswapV2SwapProvider({
 *     adapter: evm,
 *     routers: { 1: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' },
 *     tokens,
 *   }),
 * })
 */
export function uniswapV2SwapProvider(parameters: {
  adapter: { wagmiConfig: Config }
  /** The router of each chain id it swaps on. */
  routers: Readonly<Record<number, string>>
  /** The tokens it offers besides the native currency (the adapter's `tokens` list fits). */
  tokens: readonly EvmTokenListing[]
}): SwapProvider {
  // Nothing at module level: a page that never calls this keeps none of it.
  const calls = loadOnce(async () =>
    (await import('./uniswapV2Calls.js')).createUniswapV2Calls({
      config: parameters.adapter.wagmiConfig,
      routers: parameters.routers,
      tokens: parameters.tokens,
    }),
  ).get
  return {
    supportsNetwork: async (network) => (await calls()).supportsNetwork(network),
    getTokens: async (request) => (await calls()).getTokens(request),
    getQuote: async (request) => (await calls()).getQuote(request),
    getAllowance: async (request) => (await calls()).getAllowance(request),
    buildApprove: async (request) => (await calls()).buildApprove(request),
    buildSwap: async (request) => (await calls()).buildSwap(request),
  }
}
