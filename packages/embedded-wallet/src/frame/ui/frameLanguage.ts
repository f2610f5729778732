import { matchLocale } from '@latchkit/core'
import { frameLocales } from './frameLocaleTags.js'
import { type FrameTexts, frameTexts, setFrameTexts } from './frameTexts.js'

const rightToLeft = new Set(['ar', 'fa', 'he'])

type LoadTexts = (tag: string) => Promise<{ texts: FrameTexts }>

// A runtime address, not a module the bundler follows: each language stays its own file.
const loadFromService: LoadTexts = (tag) =>
  import(/* @vite-ignore */ `${location.origin}/frame/locales/${tag}.js`)

/**
 * Puts the frame in the language the site asked for (the modal's), else the browser's, among the
 * frame's: downloads its texts (English needs none) and sets `lang` and `dir` on `root`. Texts that
 * fail to download leave the frame in the language it was in. Called when the frame starts, and
 * again when the modal's language changes (the views drawn after it use the new texts).
 */
export async function applyFrameLanguage(
  wanted: readonly (string | null | undefined)[],
  root: HTMLElement,
  load: LoadTexts = loadFromService,
): Promise<string> {
  const tag =
    matchLocale(
      wanted.map((wantedTag) => wantedTag ?? undefined),
      ['en', ...frameLocales],
    ) ?? 'en'
  let texts: FrameTexts = frameTexts
  if (tag !== 'en')
    try {
      texts = (await load(tag)).texts
    } catch {
      return root.lang || 'en'
    }
  setFrameTexts(tag, texts)
  root.lang = tag
  root.dir = rightToLeft.has(tag.split('-')[0] ?? '') ? 'rtl' : 'ltr'
  return tag
}
