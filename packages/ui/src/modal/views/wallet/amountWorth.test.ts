import { expect, test } from 'vitest'
import { amountWorth } from './amountWorth.js'

test('an amount is worth its quantity times the price, once both are known', () => {
  expect(amountWorth({ price: 2000 }, '0.5')).toBe(1000)
  expect(amountWorth({ price: 1 }, '12.25')).toBe(12.25)
  // No price (read from the chain, or a testnet), no token, nothing or not a number typed yet.
  expect(amountWorth({ price: 0 }, '3')).toBeUndefined()
  expect(amountWorth(undefined, '3')).toBeUndefined()
  expect(amountWorth({ price: 2000 }, '')).toBeUndefined()
  expect(amountWorth({ price: 2000 }, '1.2.3')).toBeUndefined()
  expect(amountWorth({ price: 2000 }, '-1')).toBeUndefined()
})
