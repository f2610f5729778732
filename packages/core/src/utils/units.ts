import { InvalidAmountError, InvalidDecimalsError } from '../errors/send.js'

// Amounts as people write them ("1.5") and as chains count them (base units, 10^decimals per
// whole unit), for every namespace: the same rules wherever a visitor types an amount.

const maxDecimals = 255
const decimalPattern = /^\d+(\.\d+)?$/

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > maxDecimals)
    throw new InvalidDecimalsError({ decimals })
}

/**
 * Reads a positive decimal amount in whole units (`"1.5"`, surrounding spaces allowed) as base
 * units: `parseAmount('1.5', 9)` is `1500000000n`.
 * @throws {InvalidAmountError} for anything but a positive decimal with at most `decimals` places.
 * @throws {InvalidDecimalsError} when `decimals` is not a whole number from 0 to 255.
 */
export function parseAmount(amount: string, decimals: number): bigint {
  checkDecimals(decimals)
  const trimmed = typeof amount === 'string' ? amount.trim() : ''
  const [whole = '', fraction = ''] = trimmed.split('.')
  if (!decimalPattern.test(trimmed) || fraction.length > decimals)
    throw new InvalidAmountError({ amount: String(amount), decimals })
  const value = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value <= 0n) throw new InvalidAmountError({ amount, decimals })
  return value
}

/**
 * Writes base units as a decimal in whole units, without trailing zeros:
 * `formatAmount(1500000000n, 9)` is `"1.5"`, `formatAmount(-5n, 2)` is `"-0.05"`.
 * @throws {InvalidDecimalsError} when `decimals` is not a whole number from 0 to 255.
 */
export function formatAmount(value: bigint, decimals: number): string {
  checkDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
