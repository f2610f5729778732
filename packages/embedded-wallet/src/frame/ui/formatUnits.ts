import { writeExactDecimal } from '@latchkit/core'
import { frameLocale } from './frameTexts.js'

/** Ether's decimals (wei), the default. */
const weiDecimals = 18n

/** A wei amount as a decimal number of whole units (no rounding: every digit the visitor signs). */
export function formatUnits(value: bigint, decimals = weiDecimals): string {
  const base = 10n ** decimals
  const whole = value / base
  const fraction = (value % base).toString().padStart(Number(decimals), '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/**
 * An amount in whole units with every digit, written the way the frame's language writes numbers
 * (German `0,5`, Persian `۰٫۵`): what the approval view shows the visitor before they sign.
 */
export function writeUnits(value: bigint, decimals = weiDecimals): string {
  return writeExactDecimal(formatUnits(value, decimals), frameLocale())
}
