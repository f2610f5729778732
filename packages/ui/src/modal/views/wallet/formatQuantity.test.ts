import { expect, test } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

test('quantities keep four fraction digits, group thousands, and never show a small balance as zero', () => {
  expect(formatQuantity('1234.56789')).toBe('1,234.5678')
  expect(formatQuantity('1000000')).toBe('1,000,000')
  expect(formatQuantity('0.000001234')).toBe('0.0000012')
  expect(formatQuantity('2.50000')).toBe('2.5')
  expect(formatQuantity('0')).toBe('0')
})
