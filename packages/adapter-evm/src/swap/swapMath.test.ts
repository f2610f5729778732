import { describe, expect, test } from 'vitest'
import { feePercentOf, minimumOut, priceImpactOf } from './swapMath.js'

describe('Uniswap v2 swap math', () => {
  test('the minimum a swap may give under a slippage tolerance', () => {
    expect(minimumOut(1000n, 1)).toBe(990n)
    expect(minimumOut(1000n, 0.5)).toBe(995n)
    expect(minimumOut(1000n, 0)).toBe(1000n)
  })

  test('the pools fee over one hop and two', () => {
    expect(feePercentOf(1)).toBeCloseTo(0.3)
    expect(feePercentOf(2)).toBeCloseTo(0.5991)
  })

  test('price impact: none for a tiny swap, about the share of the pool for a large one', () => {
    const reserves = [[1_000_000n * 10n ** 6n, 500n * 10n ** 18n]] as const
    // Uniswap v2's own formula for 1 % of the pool in: out = in·997·R_out / (R_in·1000 + in·997).
    const amountIn = 10_000n * 10n ** 6n
    const out = (amountIn * 997n * reserves[0][1]) / (reserves[0][0] * 1000n + amountIn * 997n)
    expect(priceImpactOf(amountIn, out, reserves)).toBeCloseTo(0.987, 2)
    const tiny = 10n ** 6n
    const tinyOut = (tiny * 997n * reserves[0][1]) / (reserves[0][0] * 1000n + tiny * 997n)
    expect(priceImpactOf(tiny, tinyOut, reserves)).toBeLessThan(0.001)
  })
})
