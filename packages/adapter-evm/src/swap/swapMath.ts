/** A Uniswap v2 pool's fee, in thousandths, per hop. */
const feeThousandths = 3n

/**
 * The least a swap may give: `quoted` less `slippage` percent, in hundredths of a percent so that
 * 0.5 % stays exact.
 *
 * @example
 * minimumOut(1000n, 1) // 990n
 */
export function minimumOut(quoted: bigint, slippage: number): bigint {
  const kept = BigInt(Math.round((100 - slippage) * 100))
  return (quoted * kept) / 10_000n
}

/** The pools' fee over `hops` pools, in percent of the input (0.3 % for one, 0.5991 % for two). */
export function feePercentOf(hops: number): number {
  return (1 - (1 - Number(feeThousandths) / 1000) ** hops) * 100
}

/**
 * How far a swap moves the price, in percent: what `amountIn` would give at the pools' current
 * prices (less their fees) against what it gives. `reserves` are each hop's [in, out] reserves.
 */
export function priceImpactOf(
  amountIn: bigint,
  amountOut: bigint,
  reserves: readonly (readonly [bigint, bigint])[],
): number {
  let atMidPrice = Number(amountIn)
  for (const [reserveIn, reserveOut] of reserves)
    atMidPrice =
      (atMidPrice * Number(reserveOut) * (1000 - Number(feeThousandths))) / (Number(reserveIn) * 1000)
  if (!(atMidPrice > 0)) return 0
  return Math.max(0, (1 - Number(amountOut) / atMidPrice) * 100)
}
