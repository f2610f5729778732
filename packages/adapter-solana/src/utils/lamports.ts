import { InvalidAmountError } from '@latchkit/core'

/** Decimals of SOL: one SOL is 10^9 lamports. */
export const solDecimals = 9

const decimalPattern = /^\d+(\.\d+)?$/

/** `amount` base units with `decimals` as a whole-unit decimal string: `1500000000n, 9` → `"1.5"`. */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Reads a positive decimal amount in whole units (`"1.5"`) as base units.
 * @throws {InvalidAmountError} for anything else, or more than `decimals` places.
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const trimmed = amount.trim()
  const [whole = '', fraction = ''] = trimmed.split('.')
  if (!decimalPattern.test(trimmed) || fraction.length > decimals)
    throw new InvalidAmountError({ amount, decimals })
  const value = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value <= 0n) throw new InvalidAmountError({ amount, decimals })
  return value
}
