import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

test('groups thousands and keeps two to four decimals, cut not rounded', () => {
  expect(formatBalance('10000', 'ETH')).toBe('10,000.00 ETH')
  expect(formatBalance('9999.999979', 'ETH')).toBe('9,999.9999 ETH')
  expect(formatBalance('1.5', 'SOL')).toBe('1.50 SOL')
  expect(formatBalance('1234567.10203', 'ETH')).toBe('1,234,567.102 ETH')
  expect(formatBalance('0012.3', 'ETH')).toBe('12.30 ETH')
})

test('zero and dust', () => {
  expect(formatBalance('0', 'ETH')).toBe('0.00 ETH')
  expect(formatBalance('0.0000', 'ETH')).toBe('0.00 ETH')
  expect(formatBalance('0.00000001', 'BTC')).toBe('<0.0001 BTC')
  expect(formatBalance('0.0001', 'ETH')).toBe('0.0001 ETH')
})

test('keeps 18-decimal precision that a float would lose', () => {
  expect(formatBalance('123456789012345678.999999999999999999', 'ETH')).toBe(
    '123,456,789,012,345,678.9999 ETH',
  )
})

test('without a symbol, and anything that is not a decimal passes through', () => {
  expect(formatBalance('2', undefined)).toBe('2.00')
  expect(formatBalance('1e-7', 'ETH')).toBe('1e-7 ETH')
})

test("in the modal's language: its grouping, decimal sign and digits; dust too", () => {
  expect(formatBalance('10000.5', 'ETH', 'de')).toBe('10.000,50 ETH')
  expect(formatBalance('0.00000001', 'BTC', 'de')).toBe('<0,0001 BTC')
  expect(formatBalance('1.5', 'SOL', 'fa')).toBe('۱٫۵۰ SOL')
  expect(formatBalance('123456789012345678.999999999999999999', 'ETH', 'de')).toBe(
    '123.456.789.012.345.678,9999 ETH',
  )
})
