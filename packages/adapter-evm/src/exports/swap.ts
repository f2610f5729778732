// `@latchkit/adapter-evm/swap`: swaps on chain through Uniswap v2 routers, for core's `swapFeature`.
// An entry of its own, so a site that does not swap on chain keeps none of it.
export { UniswapV2RouteError, type UniswapV2RouteErrorType } from '../errors/swapErrors.js'
export { uniswapV2SwapProvider } from '../swap/uniswapV2SwapProvider.js'
