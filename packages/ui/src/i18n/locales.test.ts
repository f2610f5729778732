import { parsePlural } from '@latchkit/core'
import { expect, test } from 'vitest'
import { isRightToLeft, localeLoaders, resolveLocale } from './locales.js'
import { en } from './strings.en.js'

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()
const pluralOf = (text: string) => {
  const plural = parsePlural(text)
  return plural && { variable: plural.variable, categories: [...plural.forms.keys()] }
}

test('the modal speaks at least 24 languages besides English', () => {
  expect(Object.keys(localeLoaders).length).toBeGreaterThanOrEqual(24)
  for (const tag of ['ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl'])
    expect(localeLoaders, tag).toHaveProperty(tag)
  for (const tag of ['pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW'])
    expect(localeLoaders, tag).toHaveProperty([tag])
})

test.each(Object.keys(localeLoaders))(
  '%s has every text English has, no other, none empty, with exactly its placeholders',
  async (tag) => {
    const load = localeLoaders[tag]
    if (!load) throw new Error(`No loader for ${tag}`)
    const { catalogue } = await load()
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories
    for (const [id, text] of Object.entries(en)) {
      const translated = catalogue[id as keyof typeof en]
      expect(translated.trim(), `${tag} ${id}`).not.toBe('')
      expect(placeholders(translated), `${tag} ${id}`).toEqual(placeholders(text))
      const plural = pluralOf(text)
      if (!plural) continue
      // A count's text has a form for each of the language's plural categories, and no other.
      const forms = pluralOf(translated)
      expect(forms?.variable, `${tag} ${id} is a plural of the same number`).toBe(plural.variable)
      expect(forms?.categories.sort(), `${tag} ${id}`).toEqual([...categories].sort())
    }
  },
)

test("the visitor's language: the site's choice first, then the page's and the browser's, by region, then language, else English", () => {
  expect(resolveLocale(['de'])).toBe('de')
  expect(resolveLocale(['de-AT', 'fr'])).toBe('de')
  expect(resolveLocale([undefined, 'PT-br'])).toBe('pt-BR')
  expect(resolveLocale(['pt'])).toBe('pt-BR')
  expect(resolveLocale(['zh'])).toBe('zh-CN')
  expect(resolveLocale(['zh-TW'])).toBe('zh-TW')
  expect(resolveLocale(['zh-HK'])).toBe('zh-TW')
  expect(resolveLocale(['zh-Hant'])).toBe('zh-TW')
  expect(resolveLocale(['zh_Hans_SG'])).toBe('zh-CN')
  expect(resolveLocale(['xx', 'ja-JP'])).toBe('ja')
  expect(resolveLocale(['en-GB', 'de'])).toBe('en')
  expect(resolveLocale(['tlh', undefined, ''])).toBe('en')
})

test('Arabic, Persian and Hebrew are written right to left; the others left to right', () => {
  expect(['ar', 'fa', 'he', 'ar-EG'].map(isRightToLeft)).toEqual([true, true, true, true])
  expect(['en', 'de', 'ja', 'zh-CN', 'hi'].map(isRightToLeft)).toEqual([false, false, false, false, false])
})
