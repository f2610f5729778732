import { formatAmount, parseAmount } from '../../utils/units.js'

/**
 * `amount` less `fee` (both whole-unit decimal strings) at `decimals`, never below zero: the most
 * of the native currency a send can move once its fee is paid.
 */
export function subtractAmounts(amount: string, fee: string, decimals: number): string {
  const baseUnits = (value: string) => (Number(value) > 0 ? parseAmount(value, decimals) : 0n)
  const left = baseUnits(amount) - baseUnits(fee)
  return formatAmount(left > 0n ? left : 0n, decimals)
}
