import { matchLocale } from '@latchkit/core'
import { frameLocales } from './frameLocaleTags.js'
import { type FrameTexts, setFrameTexts } from './frameTexts.js'

const rightToLeft = new Set(['ar', 'fa', 'he'])

type LoadTexts = (tag: string) => Promise<{ texts: FrameTexts }>

// A runtime address, not a module the bundler follows: each language stays its own file.
const loadFromService: LoadTexts = (tag) =>
  import(/* @vite-ignore */ `${location.origin}/frame/locales/${tag}.js`)

/**
 * Puts the frame in the language the site asked for (the modal's), else the browser's, among the
 * frame's: downloads its texts (English needs none) and sets `lang` and `dir` on `root`. Texts that
 * fail to download leave the frame in English.
 */
export async function applyFrameLanguage(
  wanted: readonly (string | null | undefined)[],
  root: HTMLElement,
  load: LoadTexts = loadFromService,
): Promise<string> {
  const locale = matchLocale(
    wanted.map((tag) => tag ?? undefined),
    ['en', ...frameLocales],
  )
  if (!locale || locale === 'en') return 'en'
  try {
    setFrameTexts(locale, (await load(locale)).texts)
  } catch {
    return 'en'
  }
  root.lang = locale
  root.dir = rightToLeft.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'
  return locale
}
