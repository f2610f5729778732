import { selectPlural } from '@latchkit/core'
import type { Catalogue } from './strings.en.js'
import type { Translate } from './translate.js'

/**
 * The modal's `t` for `catalogue` in `locale`: a count's text in the language's plural form
 * (`Intl.PluralRules`), then its placeholders filled. The buttons' lighter translator, in the
 * page's first download, has no plurals (`createTranslator`).
 *
 * @example
 * createModalTranslator(en, 'en')('EMAIL_LOGIN_TOO_SOON', { seconds: 1 })
 * // 'Please try again after 1 second'
 */
export function createModalTranslator(catalogue: Catalogue, locale: string): Translate {
  // The same filling as `createTranslator`'s, written again: sharing it would put an export in
  // the page's first download, which has no room for it.
  return (id, values = {}) =>
    selectPlural(catalogue[id], values, locale).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    )
}
