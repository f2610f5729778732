import type { OnrampPaymentCurrency } from '../../contracts/blockchainApi.js'
import {
  OnrampAmountRequiredError,
  OnrampAmountTooHighError,
  OnrampAmountTooLowError,
} from '../../errors/onramp.js'

const decimalPattern = /^(\d+(\.\d*)?|\.\d+)$/

/** The amount as typed, trimmed, a decimal comma read as a point (`12,5` is `12.5`). */
export function normalizeOnrampAmount(amount: string | undefined): string {
  return (amount ?? '').trim().replace(',', '.')
}

/** Compares two non-negative decimals exactly: negative, zero or positive like `a - b`. */
function compareDecimals(a: string, b: string): number {
  const [aWhole = '', aFraction = ''] = a.split('.')
  const [bWhole = '', bFraction = ''] = b.split('.')
  const places = Math.max(aFraction.length, bFraction.length)
  const scaled = (whole: string, fraction: string) => BigInt(`${whole || '0'}${fraction.padEnd(places, '0')}`)
  const difference = scaled(aWhole, aFraction) - scaled(bWhole, bFraction)
  return difference === 0n ? 0 : difference < 0n ? -1 : 1
}

/**
 * The amount to pay, checked: a positive decimal within the payment currency's card limits (its
 * `payment_method_limits` entry `card`; a limit that is not a decimal is ignored).
 * @throws {OnrampAmountRequiredError} no amount, or not a positive decimal.
 * @throws {OnrampAmountTooLowError} below the card minimum.
 * @throws {OnrampAmountTooHighError} above the card maximum.
 */
export function checkOnrampAmount(typed: string | undefined, paymentCurrency: OnrampPaymentCurrency): string {
  const amount = normalizeOnrampAmount(typed)
  if (!decimalPattern.test(amount) || compareDecimals(amount, '0') <= 0)
    throw new OnrampAmountRequiredError(amount === '' ? {} : { amount })
  const card = paymentCurrency.payment_method_limits.find((limit) => limit.id === 'card')
  const min = card?.min.trim() ?? ''
  const max = card?.max.trim() ?? ''
  if (decimalPattern.test(min) && compareDecimals(amount, min) < 0)
    throw new OnrampAmountTooLowError({ min, currency: paymentCurrency.id })
  if (decimalPattern.test(max) && compareDecimals(amount, max) > 0)
    throw new OnrampAmountTooHighError({ max, currency: paymentCurrency.id })
  return amount
}
