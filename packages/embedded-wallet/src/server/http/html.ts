/** Markup that is safe to write into a page: made by `html`, never from outside text directly. */
export type SafeHtml = { readonly markup: string }

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[]

/** `value` with `& < > " '` written as character references: inert in text and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * A template of markup whose every interpolated string or number is escaped; only what `html`
 * itself made goes in as markup. So no value that reaches a page (a User-Agent, an address, a
 * project's name) can add an element or an attribute.
 *
 * @example
 * html`<dd>${userAgent}</dd>` // '<script>' in userAgent comes out as '&#60;script&#62;'
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? ''
  values.forEach((value, index) => {
    markup += toMarkup(value) + (strings[index + 1] ?? '')
  })
  return { markup }
}

function toMarkup(value: HtmlValue): string {
  if (typeof value === 'string') return escapeHtml(value)
  if (typeof value === 'number') return String(value)
  if ('markup' in value) return value.markup
  return value.map((part) => part.markup).join('')
}
