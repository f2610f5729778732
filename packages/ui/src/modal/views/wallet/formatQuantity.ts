/**
 * A token quantity for a list: whole-unit decimal string cut to at most `digits` significant
 * fraction digits (never rounding a small balance to zero), with thousands separators.
 *
 * @example formatQuantity('1234.56789') // '1,234.5679'
 */
export function formatQuantity(numeric: string, digits = 4): string {
  const [whole = '0', fraction = ''] = numeric.trim().split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const firstSignificant = fraction.search(/[1-9]/)
  if (firstSignificant < 0) return grouped
  const keep = whole === '0' ? Math.max(digits, firstSignificant + 2) : digits
  const cut = fraction.slice(0, keep).replace(/0+$/, '')
  return cut ? `${grouped}.${cut}` : grouped
}
