import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidAmountError, InvalidDecimalsError } from '../errors/send.js'
import { formatAmount, parseAmount } from './units.js'

test('reads what a visitor types as base units, and writes base units back', () => {
  expect(parseAmount('1.5', 9)).toBe(1_500_000_000n)
  expect(parseAmount(' 0.000001 ', 6)).toBe(1n)
  expect(parseAmount('12', 0)).toBe(12n)
  expect(formatAmount(1_500_000_000n, 9)).toBe('1.5')
  expect(formatAmount(-5n, 2)).toBe('-0.05')
  expect(formatAmount(0n, 18)).toBe('0')
})

test('refuses what is not a positive amount with at most the token decimals, with a typed error', () => {
  for (const amount of ['', '0', '0.000', '-1', '1e3', '1.', '.5', '1,5', '0x10', 'NaN', '1.0000001'])
    expect(() => parseAmount(amount, 6), amount).toThrow(InvalidAmountError)
  expect(() => parseAmount('1.5', 9)).not.toThrow()
})

test('refuses decimals a token could not have', () => {
  for (const decimals of [-1, 1.5, 256, Number.NaN, Number.POSITIVE_INFINITY, 1e9]) {
    expect(() => parseAmount('1', decimals)).toThrow(InvalidDecimalsError)
    expect(() => formatAmount(1n, decimals)).toThrow(InvalidDecimalsError)
  }
})

test('any base-unit amount reads back as itself once written (property)', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 2n ** 256n }),
      fc.integer({ min: 0, max: 40 }),
      (value, decimals) => {
        expect(parseAmount(formatAmount(value, decimals), decimals)).toBe(value)
      },
    ),
  )
})

test('whatever is typed and whatever decimals a token claims, the answer is base units or a typed error (property)', () => {
  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^\s?\d{0,30}(\.\d{0,30})?\s?$/),
    fc.constantFrom('1e18', '٣', '１', '0x1', 'Infinity', '1_000'),
  )
  const decimals = fc.oneof(fc.integer({ min: 0, max: 36 }), fc.double(), fc.integer())
  fc.assert(
    fc.property(typed, decimals, (amount, places) => {
      const outcome = (() => {
        try {
          return { value: parseAmount(amount, places) }
        } catch (error) {
          return { error }
        }
      })()
      if ('error' in outcome) {
        expect([InvalidAmountError, InvalidDecimalsError].some((type) => outcome.error instanceof type)).toBe(
          true,
        )
        return
      }
      expect(outcome.value > 0n).toBe(true)
      // Nothing is rounded away: written back, it reads as the same amount.
      expect(parseAmount(formatAmount(outcome.value, places), places)).toBe(outcome.value)
    }),
  )
})
