import { parseUnits } from 'viem'
import { EvmRigError } from './errors.js'
import { rigPrices } from './rigPrices.js'
import { type RigTokenSymbol, rigTokenSpecs } from './rigTokens.js'

/** An asset a rig pool holds: one of the rig's tokens, or the native currency (held as WETH). */
export type RigPoolAsset = RigTokenSymbol | 'ETH'

/** A Uniswap v2 pool the rig seeds at start-up, with what it holds of each side. */
export type RigPoolSpec = {
  /** A rig token, and another token or the native currency. */
  assets: readonly [RigTokenSymbol, RigPoolAsset]
  /** The amounts deposited, in each asset's smallest unit, in the order of `assets`. */
  reserves: readonly [bigint, bigint]
}

/**
 * What each side of a pool is worth, in USD. A 100 lUSD swap moves a pool of this depth by about
 * 0.2%, so quotes read like a real market's.
 */
export const rigPoolSideUsd = 100_000

const decimalsOf = (asset: RigPoolAsset) =>
  asset === 'ETH' ? 18 : (rigTokenSpecs.find((token) => token.symbol === asset)?.decimals ?? 18)

/** The amount of `asset` worth `usd` at the rig's prices, in its smallest unit. */
function amountWorth(asset: RigPoolAsset, usd: number): bigint {
  const price = rigPrices[asset]
  if (!price) throw new EvmRigError(`The rig has no price for ${asset}.`)
  const decimals = decimalsOf(asset)
  return parseUnits((usd / price).toFixed(decimals), decimals)
}

const pool = (a: RigTokenSymbol, b: RigPoolAsset): RigPoolSpec => ({
  assets: [a, b],
  reserves: [amountWorth(a, rigPoolSideUsd), amountWorth(b, rigPoolSideUsd)],
})

/** The pools of every rig chain: each pair of lUSD, LTK and ETH, priced as `rigPrices` says. */
export const rigPoolSpecs: readonly RigPoolSpec[] = [
  pool('lUSD', 'LTK'),
  pool('lUSD', 'ETH'),
  pool('LTK', 'ETH'),
]

/** What the liquidity account must hold of `asset` to seed every pool. */
export function rigPoolTotal(asset: RigPoolAsset): bigint {
  let total = 0n
  for (const { assets, reserves } of rigPoolSpecs)
    for (const [index, held] of assets.entries()) if (held === asset) total += reserves[index] ?? 0n
  return total
}
