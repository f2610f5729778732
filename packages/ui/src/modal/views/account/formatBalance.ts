import { writeDecimal } from '@latchkit/core'

const fractionDigits = 4

/**
 * A native balance (a decimal string in whole units, as the kit keeps it) for display in the
 * modal's language: grouped, at most four decimals and at least two, cut rather than rounded so a
 * balance never looks bigger than it is; a dust amount shows as `<0.0001`. Strings, not floats:
 * 18-decimal balances lose digits as JavaScript numbers.
 *
 * @example
 * formatBalance('10000.123456789', 'ETH') // '10,000.1234 ETH'
 * formatBalance('10000.5', 'ETH', 'de') // '10.000,50 ETH'
 * formatBalance('0', 'ETH') // '0.00 ETH'
 */
export function formatBalance(balance: string, symbol: string | undefined, locale = 'en'): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(balance.trim())
  const suffix = symbol ? ` ${symbol}` : ''
  if (!match) return `${balance}${suffix}`
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0'
  const fraction = match[2] ?? ''
  const shown = fraction.slice(0, fractionDigits).replace(/0+$/, '').padEnd(2, '0')
  if (whole === '0' && /^0+$/.test(shown) && /[1-9]/.test(fraction))
    return `<${writeDecimal('0', '1'.padStart(fractionDigits, '0'), locale)}${suffix}`
  return `${writeDecimal(whole, shown, locale)}${suffix}`
}
