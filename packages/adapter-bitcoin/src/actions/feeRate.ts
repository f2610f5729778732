import type { BitcoinFeeEstimates } from '../account/esploraClient.js'
import { InvalidBitcoinFeeRateError } from '../errors/sendErrors.js'

/** The confirmation target (in blocks) a send's fee rate is read for when the site names none. */
export const defaultConfirmationTarget = 6

// Above this a rate is taken for a mistake (sat/kvB given as sat/vB): bitcoinjs-lib's own limit.
const maximumFeeRate = 5000

/**
 * `feeRate` when it is sat/vB above 0 and at most 5000.
 * @example
 * checkFeeRate(12.5, 'feeRate') // 12.5
 * @throws {InvalidBitcoinFeeRateError} otherwise.
 */
export function checkFeeRate(feeRate: unknown, source: 'feeRate' | 'fee estimates'): number {
  if (typeof feeRate !== 'number' || !Number.isFinite(feeRate) || feeRate <= 0 || feeRate > maximumFeeRate)
    throw new InvalidBitcoinFeeRateError({ feeRate, source })
  return feeRate
}

/**
 * The fee rate (sat/vB) of the estimates for confirming within `target` blocks; when the API gives
 * none for that target, the rate of the nearest target it gives (the sooner one of two as near).
 *
 * @example
 * pickFeeRate({ 1: 20, 3: 10, 144: 1 }, 6) // 10 (3 blocks is the nearest target to 6)
 * @throws {InvalidBitcoinFeeRateError} when that rate is not above 0 and at most 5000.
 */
export function pickFeeRate(estimates: BitcoinFeeEstimates, target = defaultConfirmationTarget): number {
  let best: { target: number; rate: number } | undefined
  for (const [key, rate] of Object.entries(estimates)) {
    const candidate = { target: Number(key), rate }
    const distance = Math.abs(candidate.target - target)
    const bestDistance = best ? Math.abs(best.target - target) : Number.POSITIVE_INFINITY
    if (distance < bestDistance || (distance === bestDistance && best && candidate.target < best.target))
      best = candidate
  }
  return checkFeeRate(best?.rate, 'fee estimates')
}
