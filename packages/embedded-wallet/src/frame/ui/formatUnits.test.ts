import { expect, test } from 'vitest'
import { formatUnits, writeUnits } from './formatUnits.js'
import { frameTexts, setFrameTexts } from './frameTexts.js'

test('an amount keeps every digit, and is written the way the frame language writes numbers', () => {
  expect(formatUnits(1_234_500_000_000_000_000_000n)).toBe('1234.5')
  expect(formatUnits(1n, 9n)).toBe('0.000000001')
  expect(writeUnits(1_234_500_000_000_000_000_000n)).toBe('1,234.5')
  try {
    setFrameTexts('de', frameTexts)
    expect(writeUnits(1_234_500_000_000_000_000_000n)).toBe('1.234,5')
    expect(writeUnits(1n, 9n)).toBe('0,000000001')
  } finally {
    setFrameTexts('en', frameTexts)
  }
})
