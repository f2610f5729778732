import { expect, test } from 'vitest'
import { readTypedDecimal, showTypedDecimal, writeDecimal, writeExactDecimal } from './writeDecimal.js'

test("decimals in the language's way, every digit kept", () => {
  expect(writeDecimal('1234', '5', 'de')).toBe('1.234,5')
  expect(writeExactDecimal('0.000021234567', 'en')).toBe('0.000021234567')
  expect(writeExactDecimal('0.000021', 'de')).toBe('0,000021')
  expect(writeExactDecimal('12345.000001', 'hi')).toBe('12,345.000001')
  expect(writeExactDecimal('-1', 'de')).toBe('-1')
})

test('an amount typed the way the language writes numbers reads as a plain decimal, and shows as typed', () => {
  expect(readTypedDecimal('0,5', 'de')).toBe('0.5')
  expect(readTypedDecimal('0.5', 'de')).toBe('0.5')
  // English groups thousands with a comma: left as typed, for the form to refuse.
  expect(readTypedDecimal('1,000', 'en')).toBe('1,000')
  expect(readTypedDecimal('۱٫۵', 'fa')).toBe('1.5')
  expect(readTypedDecimal('12a', 'en')).toBe('12a')
  expect(showTypedDecimal('0.5', 'de')).toBe('0,5')
  expect(showTypedDecimal('1.5', 'fa')).toBe('۱٫۵')
  expect(showTypedDecimal('1.', 'fr')).toBe('1,')
  expect(showTypedDecimal('', 'de')).toBe('')
  // Shown and read back, nothing changes.
  for (const locale of ['de', 'fa', 'hi', 'ar', 'ja'])
    expect(readTypedDecimal(showTypedDecimal('1234.05', locale), locale)).toBe('1234.05')
})
