import { expect, test } from 'vitest'
import { subtractAmounts } from './sendAmounts.js'

test('the most a native send can move is the balance less the fee, never below zero', () => {
  expect(subtractAmounts('1.5', '0.000021', 18)).toBe('1.499979')
  expect(subtractAmounts('0.00001', '0.000021', 18)).toBe('0')
  expect(subtractAmounts('2', '0.000005', 9)).toBe('1.999995')
})
