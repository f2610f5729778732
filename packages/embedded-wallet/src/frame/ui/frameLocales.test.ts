import { readdirSync } from 'node:fs'
import { parsePlural } from '@latchkit/core'
import { expect, test } from 'vitest'
import { applyFrameLanguage } from './frameLanguage.js'
import { frameLocales } from './frameLocaleTags.js'
import { type FrameTexts, frameTexts, setFrameTexts, text } from './frameTexts.js'

const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort()
const loadTexts = async (tag: string) => (await import(`./locales/${tag}.ts`)) as { texts: FrameTexts }

test.each(frameLocales)(
  '%s has every frame text English has, no other, none empty, with its placeholders and plural forms',
  async (tag) => {
    const { texts } = await loadTexts(tag)
    expect(Object.keys(texts)).toEqual(Object.keys(frameTexts))
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    for (const [key, english] of Object.entries(frameTexts)) {
      const translated = texts[key as keyof FrameTexts]
      expect(translated.trim(), `${tag} ${key}`).not.toBe('')
      expect(placeholders(translated), `${tag} ${key}`).toEqual(placeholders(english))
      const plural = parsePlural(english)
      if (!plural) continue
      const forms = parsePlural(translated)
      expect(forms?.variable, `${tag} ${key}`).toBe(plural.variable)
      expect([...(forms?.forms.keys() ?? [])].sort(), `${tag} ${key}`).toEqual([...categories].sort())
    }
  },
)

test("the frame speaks the modal's language, else the browser's; right to left for Arabic, Persian and Hebrew", async () => {
  const root = { lang: 'en', dir: '' } as HTMLElement
  const asked: string[] = []
  const load = (tag: string) => {
    asked.push(tag)
    return loadTexts(tag)
  }
  try {
    expect(await applyFrameLanguage(['ar-EG', 'de'], root, load)).toBe('ar')
    expect(root).toMatchObject({ lang: 'ar', dir: 'rtl' })
    expect(text('approve')).not.toBe(frameTexts.approve)
    expect(await applyFrameLanguage([null, 'pt', 'en'], root, load)).toBe('pt-BR')
    expect(root).toMatchObject({ lang: 'pt-BR', dir: 'ltr' })
    expect(text('passwordTooShort', { count: 1 })).toMatch(/\b1\b/)
    expect(asked).toEqual(['ar', 'pt-BR'])
    // English, or a language the frame lacks, downloads nothing, and puts the frame back in English.
    expect(await applyFrameLanguage(['en-GB'], root, load)).toBe('en')
    expect(root).toMatchObject({ lang: 'en', dir: 'ltr' })
    expect(text('approve')).toBe(frameTexts.approve)
    expect(await applyFrameLanguage(['tlh'], root, load)).toBe('en')
    expect(asked).toHaveLength(2)
  } finally {
    setFrameTexts('en', frameTexts)
  }
})

test('texts that fail to download leave the frame in the language it was in', async () => {
  const root = { lang: 'en', dir: '' } as HTMLElement
  const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
  expect(await applyFrameLanguage(['de'], root, failing)).toBe('en')
  expect(root.lang).toBe('en')
  expect(text('approve')).toBe('Approve')
  try {
    expect(await applyFrameLanguage(['he'], root, loadTexts)).toBe('he')
    expect(await applyFrameLanguage(['de'], root, failing)).toBe('he')
    expect(root).toMatchObject({ lang: 'he', dir: 'rtl' })
    expect(text('approve')).not.toBe('Approve')
  } finally {
    setFrameTexts('en', frameTexts)
  }
})

test('English plural forms: one character, eight characters', () => {
  expect(text('passwordTooShort', { count: 1 })).toBe('Use at least 1 character.')
  expect(text('passwordTooShort', { count: 8 })).toBe('Use at least 8 characters.')
})

test("the frame has exactly the modal's languages, so a visitor never sees two languages at once", () => {
  // The modal's catalogues, one file per language (ui is not a dependency: read its folder).
  const modalLocales = readdirSync(new URL('../../../../ui/src/i18n/locales/', import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
  expect([...frameLocales].sort()).toEqual(modalLocales.sort())
})
