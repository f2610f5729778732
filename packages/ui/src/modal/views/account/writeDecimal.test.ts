import { expect, test } from 'vitest'
import { writeDecimal, writeExactDecimal } from './writeDecimal.js'

test("decimals in the language's way, every digit kept", () => {
  expect(writeDecimal('1234', '5', 'de')).toBe('1.234,5')
  expect(writeExactDecimal('0.000021234567', 'en')).toBe('0.000021234567')
  expect(writeExactDecimal('0.000021', 'de')).toBe('0,000021')
  expect(writeExactDecimal('12345.000001', 'hi')).toBe('12,345.000001')
  expect(writeExactDecimal('-1', 'de')).toBe('-1')
})
