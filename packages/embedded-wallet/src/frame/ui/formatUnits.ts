/** Ether's decimals (wei), the default. */
const weiDecimals = 18n

/** A wei amount as a decimal number of whole units (no rounding: every digit the visitor signs). */
export function formatUnits(value: bigint, decimals = weiDecimals): string {
  const base = 10n ** decimals
  const whole = value / base
  const fraction = (value % base).toString().padStart(Number(decimals), '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}
