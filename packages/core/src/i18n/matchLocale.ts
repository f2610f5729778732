/**
 * What a wanted tag may be served by, best first: itself; for Chinese, the texts of its script
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
 * The first of `supported` that serves one of the wanted tags, first choice first (a site's
 * `locale`, the page's `lang`, the browser's languages), by region, script, then language;
 * `undefined` when none does. Tags compare without regard to case.
 *
 * @example
 * matchLocale(['pt', 'en'], ['en', 'pt-BR']) // 'pt-BR'
 * matchLocale(['de-AT'], ['en', 'de']) // 'de'
 */
export function matchLocale(
  wanted: readonly (string | undefined)[],
  supported: readonly string[],
): string | undefined {
  const byLowerCase = new Map(supported.map((tag) => [tag.toLowerCase(), tag]))
  for (const tag of wanted) {
    if (!tag) continue
    for (const candidate of candidatesOf(tag)) {
      const match = byLowerCase.get(candidate.toLowerCase())
      if (match) return match
    }
  }
  return undefined
}
