import { writeDecimal } from '@latchkit/core'

/**
 * A token quantity for a list, in the modal's language: whole-unit decimal string cut to at most
 * `digits` significant fraction digits (never rounding a small balance to zero), grouped.
 *
 * @example
 * formatQuantity('1234.56789') // '1,234.5678'
 * formatQuantity('1234.5', 'fr') // '1 234,5'
 */
export function formatQuantity(numeric: string, locale = 'en', digits = 4): string {
  const [whole = '0', fraction = ''] = numeric.trim().split('.')
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return numeric
  const firstSignificant = fraction.search(/[1-9]/)
  if (firstSignificant < 0) return writeDecimal(whole, '', locale)
  const keep = whole === '0' ? Math.max(digits, firstSignificant + 2) : digits
  return writeDecimal(whole, fraction.slice(0, keep).replace(/0+$/, ''), locale)
}
