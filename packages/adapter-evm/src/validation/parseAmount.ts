import { InvalidAmountError } from '@latchkit/core'
import { parseUnits } from 'viem'

const decimalPattern = /^\d+(\.\d+)?$/

/**
 * Reads a decimal amount in whole units (`'1.5'`) as the smallest unit, for `decimals`.
 * @throws {InvalidAmountError} for anything but a positive decimal with at most `decimals` places.
 */
export function parseAmount(amount: string, decimals: number): bigint {
  const trimmed = amount.trim()
  const fraction = trimmed.split('.')[1] ?? ''
  if (!decimalPattern.test(trimmed) || fraction.length > decimals)
    throw new InvalidAmountError({ amount, decimals })
  const value = parseUnits(trimmed, decimals)
  if (value <= 0n) throw new InvalidAmountError({ amount, decimals })
  return value
}
