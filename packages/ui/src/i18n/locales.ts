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
 * What a wanted tag may be served by, best first: itself; for Chinese, the catalogue of its script
 * (Traditional for `zh-Hant`, `zh-HK`, `zh-TW`; else Simplified); Brazilian Portuguese for `pt`;
 * its language alone.
 */
function candidatesOf(tag: string): string[] {
  const cleaned = tag.replace(/_/g, '-')
  let language = cleaned.split('-')[0] ?? ''
  let script: string | undefined
  try {
    const maximized = new Intl.Locale(cleaned).maximize()
    language = maximized.language
    script = maximized.script
  } catch {
    // Not a well-formed tag: only its first part can still match.
  }
  const chinese = language === 'zh' ? (script === 'Hant' ? 'zh-TW' : 'zh-CN') : ''
  return [cleaned, chinese, language === 'pt' ? 'pt-BR' : '', language]
}

/**
 * The modal's locale for a list of wanted tags, first choice first (the site's `locale`, the
 * page's `lang`, the browser's languages); `en` when none matches. Tags compare without regard
 * to case.
 *
 * @example
 * resolveLocale(['pt', 'en']) // 'pt-BR'
 * resolveLocale(['de-AT']) // 'de'
 */
export function resolveLocale(wanted: readonly (string | undefined)[]): string {
  const supported = new Map(['en', ...Object.keys(localeLoaders)].map((tag) => [tag.toLowerCase(), tag]))
  for (const tag of wanted) {
    if (!tag) continue
    for (const candidate of candidatesOf(tag)) {
      const match = supported.get(candidate.toLowerCase())
      if (match) return match
    }
  }
  return 'en'
}

/** Whether `locale` is written right to left (the modal mirrors for it). */
export function isRightToLeft(locale: string): boolean {
  return rightToLeft.has(locale.split('-')[0] ?? '')
}
