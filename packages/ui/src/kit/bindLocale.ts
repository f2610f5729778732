import type { LatchKit, Logger } from '@latchkit/core'
import type { LatchModalElement } from '../elements/LatchModalElement.js'
import { isRightToLeft, localeLoaders, resolveLocale } from '../i18n/locales.js'

/** The languages the page names: its `lang`, then the browser's. */
function pageLanguages(): string[] {
  return [document.documentElement.lang, ...(navigator.languages ?? [navigator.language])].filter(Boolean)
}

/**
 * Shows `modal` in the kit's locale (`locale`, `setLocale`), else the page's: loads that
 * language's catalogue (English needs none), then sets it with the element's `lang` and, for
 * Arabic, Persian and Hebrew, `dir="rtl"` (the views mirror through logical CSS). A catalogue that
 * fails to download leaves the modal in English and is logged; the next change tries again. A
 * site that gave its own `catalogue` keeps it.
 */
export function bindLocale(
  modal: LatchModalElement,
  kit: LatchKit,
  options: { hasOwnCatalogue: boolean; logger: Pick<Logger, 'error'> },
): () => void {
  let latest = 0
  async function apply(requested: string | undefined) {
    if (options.hasOwnCatalogue) return
    const request = ++latest
    const locale = resolveLocale([requested, ...pageLanguages()])
    const load = localeLoaders[locale]
    try {
      const catalogue = load ? (await load()).catalogue : undefined
      if (request !== latest) return
      modal.update({ catalogue, locale })
      modal.setAttribute('lang', locale)
      if (isRightToLeft(locale)) modal.setAttribute('dir', 'rtl')
      else modal.removeAttribute('dir')
    } catch (error) {
      options.logger.error(`The ${locale} texts could not be loaded: ${String(error)}`)
    }
  }
  return kit.subscribe((state) => state.locale, apply, { fireImmediately: true })
}
