import { expect, test } from 'vitest'
import { InvalidBitcoinFeeRateError } from '../errors/sendErrors.js'
import { checkFeeRate, pickFeeRate } from './feeRate.js'

test('the fee rate is the estimate for 6 blocks, or for the nearest target the API gives (the sooner of two as near)', () => {
  expect(pickFeeRate({ 1: 20, 6: 7.5, 144: 1 })).toBe(7.5)
  expect(pickFeeRate({ 1: 20, 3: 10, 144: 1 })).toBe(10)
  expect(pickFeeRate({ 4: 9, 8: 6 })).toBe(9)
  expect(pickFeeRate({ 1: 20, 25: 2, 144: 1 }, 144)).toBe(1)
  expect(pickFeeRate({ 2: 12 }, 1008)).toBe(12)
})

test('a fee rate must be sat/vB above 0 and at most 5000', () => {
  expect(checkFeeRate(0.5, 'feeRate')).toBe(0.5)
  expect(checkFeeRate(5000, 'feeRate')).toBe(5000)
  for (const bad of [0, -2, 5000.5, Number.NaN, Number.POSITIVE_INFINITY, '5', undefined])
    expect(() => checkFeeRate(bad, 'feeRate')).toThrow(InvalidBitcoinFeeRateError)
  expect(() => pickFeeRate({})).toThrow(InvalidBitcoinFeeRateError)
})
