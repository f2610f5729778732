/**
 * A text that depends on a count, in ICU's plural form: the whole text is
 * `{variable, plural, one {…} other {…}}`, one form per plural category of the language
 * (`Intl.PluralRules`), `#` standing for the number. Other `{name}` placeholders may appear inside
 * a form.
 */
export type PluralText = { variable: string; forms: Map<string, string> }

const pluralHead = /^\{(\w+),\s*plural,/

/**
 * The forms of `text` when it is a plural text, else `undefined` (also for a malformed one, which
 * then shows as it is).
 *
 * @example
 * parsePlural('{n, plural, one {# day} other {# days}}')
 * // { variable: 'n', forms: Map { 'one' => '# day', 'other' => '# days' } }
 */
export function parsePlural(text: string): PluralText | undefined {
  const head = pluralHead.exec(text)
  if (!head?.[1] || !text.endsWith('}')) return undefined
  const forms = new Map<string, string>()
  const body = text.slice(head[0].length, -1)
  let index = 0
  while (index < body.length) {
    const branch = /^\s*(\w+)\s*\{/.exec(body.slice(index))
    if (!branch?.[1]) return /^\s*$/.test(body.slice(index)) ? done() : undefined
    let depth = 1
    let end = index + branch[0].length
    for (; end < body.length && depth > 0; end++) {
      if (body[end] === '{') depth++
      else if (body[end] === '}') depth--
    }
    if (depth > 0) return undefined
    forms.set(branch[1], body.slice(index + branch[0].length, end - 1))
    index = end
  }
  return done()
  function done() {
    return forms.has('other') && head?.[1] ? { variable: head[1], forms } : undefined
  }
}

const rules = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()

// One of each per language, made on first use (building them loads ICU data).
function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let value = map.get(locale)
  if (!value) {
    value = make()
    map.set(locale, value)
  }
  return value
}

/**
 * `text` with its plural form picked for the count in `values` by the language's rules, `#` written
 * as the language writes numbers; any other text comes back as it is.
 *
 * @example
 * selectPlural('{n, plural, one {# day} other {# days}}', { n: 1 }, 'en') // '1 day'
 */
export function selectPlural(text: string, values: Record<string, unknown>, locale: string): string {
  const plural = parsePlural(text)
  if (!plural) return text
  const count = Number(values[plural.variable])
  if (!Number.isFinite(count)) return plural.forms.get('other') ?? text
  const category = cached(rules, locale, () => new Intl.PluralRules(locale)).select(count)
  const form = plural.forms.get(category) ?? plural.forms.get('other') ?? text
  return form.replace(/#/g, cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(count))
}
