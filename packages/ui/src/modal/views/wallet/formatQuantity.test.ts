import { expect, test } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

test('quantities keep four fraction digits, group thousands, and never show a small balance as zero', () => {
  expect(formatQuantity('1234.56789')).toBe('1,234.5678')
  expect(formatQuantity('1000000')).toBe('1,000,000')
  expect(formatQuantity('0.000001234')).toBe('0.0000012')
  expect(formatQuantity('2.50000')).toBe('2.5')
  expect(formatQuantity('0')).toBe('0')
})

test("quantities are written the way the modal's language writes numbers, every digit kept", () => {
  expect(formatQuantity('1234.56789', 'de')).toBe('1.234,5678')
  expect(formatQuantity('1234.5', 'fr')).toBe('1\u202f234,5')
  expect(formatQuantity('1234.5', 'es')).toBe('1234,5')
  expect(formatQuantity('1234567.5', 'hi')).toBe('12,34,567.5')
  expect(formatQuantity('1234.5', 'fa')).toBe('۱٬۲۳۴٫۵')
  expect(formatQuantity('123456789012345678901234', 'en')).toBe('123,456,789,012,345,678,901,234')
  expect(formatQuantity('1e-7', 'de')).toBe('1e-7')
})
