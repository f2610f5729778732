import { expect, test } from 'vitest'
import { catalogue as german } from '../../../i18n/locales/de.js'
import { catalogue as polish } from '../../../i18n/locales/pl.js'
import { createModalTranslator } from '../../../i18n/modalTranslator.js'
import { en } from '../../../i18n/strings.en.js'
import { periodText } from './sessionPeriod.js'

test('a period reads in the largest unit that counts it whole', () => {
  const t = createModalTranslator(en, 'en')
  expect(periodText(86_400, t)).toBe('1 day')
  expect(periodText(7 * 86_400, t)).toBe('7 days')
  expect(periodText(7_200, t)).toBe('2 hours')
  expect(periodText(3_600, t)).toBe('1 hour')
  expect(periodText(120, t)).toBe('2 minutes')
  // Not whole minutes: said in seconds rather than rounded.
  expect(periodText(90, t)).toBe('90 seconds')
  expect(periodText(1, t)).toBe('1 second')
  expect(periodText(90_000, t)).toBe('25 hours')
})

test('each language counts the period in its own plural forms and numbers', () => {
  expect(periodText(86_400, createModalTranslator(german, 'de'))).toBe('1 Tag')
  expect(periodText(2 * 86_400, createModalTranslator(german, 'de'))).toBe('2 Tage')
  const inPolish = createModalTranslator(polish, 'pl')
  expect(periodText(2 * 3_600, inPolish)).toBe('2 godziny')
  expect(periodText(5 * 3_600, inPolish)).toBe('5 godzin')
  expect(periodText(12_345, createModalTranslator(en, 'en'))).toBe('12,345 seconds')
})
