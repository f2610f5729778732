import { matchLocale } from '@latchkit/core'
import type { Catalogue } from './strings.en.js'

type CatalogueModule = { catalogue: Catalogue }

/**
 * The modal's languages besides English, each its own chunk, downloaded only for a visitor who
 * reads it (English comes with the views).
 */
export const localeLoaders: Record<string, () => Promise<CatalogueModule>> = {
  ar: () => import('./locales/ar.js'),
  cs: () => import('./locales/cs.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fa: () => import('./locales/fa.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ro: () => import('./locales/ro.js'),
  ru: () => import('./locales/ru.js'),
  sv: () => import('./locales/sv.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}

/** Scripts written right to left among the modal's languages. */
const rightToLeft = new Set(['ar', 'fa', 'he'])

/**
 * The modal's locale for a list of wanted tags, first choice first (the site's `locale`, the
 * page's `lang`, the browser's languages); `en` when none matches (core's `matchLocale`).
 *
 * @example
 * resolveLocale(['pt', 'en']) // 'pt-BR'
 * resolveLocale(['de-AT']) // 'de'
 */
export const resolveLocale = (wanted: readonly (string | undefined)[]): string =>
  matchLocale(wanted, ['en', ...Object.keys(localeLoaders)]) ?? 'en'

/** Whether `locale` is written right to left (the modal mirrors for it). */
export function isRightToLeft(locale: string): boolean {
  return rightToLeft.has(locale.split('-')[0] ?? '')
}
