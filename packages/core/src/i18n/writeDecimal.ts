type DecimalStyle = { whole: Intl.NumberFormat; point: string; digits: readonly string[] }

// One per language, made on first use (building an Intl formatter loads ICU data).
const styles = new Map<string, DecimalStyle>()

function styleOf(locale: string): DecimalStyle {
  let style = styles.get(locale)
  if (!style) {
    const whole = new Intl.NumberFormat(locale)
    const plain = new Intl.NumberFormat(locale, { useGrouping: false })
    style = {
      whole,
      point: whole.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    }
    styles.set(locale, style)
  }
  return style
}

/**
 * A decimal number given as its digits (`whole`, `fraction`: exact, any size) written the way
 * `locale` writes numbers: its grouping (`1,234`, `1.234`, `1 234`, `12,34,567` in Hindi, none
 * for four digits in Spanish), decimal sign and digits (Persian's ۱۲۳). Strings, never floats: an
 * 18-decimal balance keeps every digit.
 *
 * @example
 * writeDecimal('1234', '5', 'de') // '1.234,5'
 */
export function writeDecimal(whole: string, fraction: string, locale = 'en'): string {
  const style = styleOf(locale)
  const written = style.whole.format(BigInt(whole || '0'))
  if (!fraction) return written
  return `${written}${style.point}${fraction.replace(/\d/g, (digit) => style.digits[Number(digit)] ?? digit)}`
}

/**
 * A whole-unit decimal string with every digit it has (a fee the visitor is about to pay), in
 * `locale`'s way of writing numbers; anything that is not a plain decimal passes through.
 *
 * @example
 * writeExactDecimal('0.000021', 'de') // '0,000021'
 */
export function writeExactDecimal(numeric: string, locale = 'en'): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(numeric.trim())
  return match ? writeDecimal(match[1] ?? '0', match[2] ?? '', locale) : numeric
}

/**
 * What the visitor typed in an amount field, as the plain decimal the controllers take: the
 * language's digits read as 0-9 (Persian `۱٫۵`), its decimal sign or a point read as the point.
 * Anything else stays as typed, for the controller to refuse: a comma where the language groups
 * thousands with it (`1,000` in English) is not taken for a point, so no amount is cut a thousandfold.
 *
 * @example
 * readTypedDecimal('0,5', 'de') // '0.5'
 */
export function readTypedDecimal(typed: string, locale = 'en'): string {
  const style = styleOf(locale)
  let plain = ''
  for (const character of typed) {
    const digit = style.digits.indexOf(character)
    plain += digit >= 0 ? String(digit) : character === style.point ? '.' : character
  }
  return plain
}

/**
 * A plain decimal an amount field holds, shown as the language writes it: its digits and decimal
 * sign, one character for each, so the caret stays where the visitor typed.
 *
 * @example
 * showTypedDecimal('0.5', 'de') // '0,5'
 */
export function showTypedDecimal(plain: string, locale = 'en'): string {
  const style = styleOf(locale)
  return plain.replace(/[\d.]/g, (character) =>
    character === '.' ? style.point : (style.digits[Number(character)] ?? character),
  )
}
