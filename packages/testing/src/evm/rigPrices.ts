/**
 * USD prices the rig quotes for its assets: the registry's balances and prices, and the ratio of
 * each Uniswap v2 pool the rig seeds, so that a swap quote agrees with the prices the modal shows.
 */
export const rigPrices: Record<string, number> = { ETH: 2500, lUSD: 1, LTK: 0.5 }
