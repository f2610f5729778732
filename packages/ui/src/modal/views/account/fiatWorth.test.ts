import { expect, test } from 'vitest'
import { fiatWorth } from './fiatWorth.js'

test('sums the tokens worth in dollars', () => {
  expect(fiatWorth({ isTestnet: false, tokenBalance: [{ value: 12.5 }, { value: 1 }, {}] })).toBe('$13.50')
  expect(fiatWorth({ isTestnet: false, tokenBalance: [{ value: 1234.567 }] })).toBe('$1,234.57')
})

test('a testnet is worth $0.00 whatever the tokens say (spec section 9)', () => {
  expect(fiatWorth({ isTestnet: true, tokenBalance: [{ value: 99 }] })).toBe('$0.00')
  expect(fiatWorth({ isTestnet: true, tokenBalance: [] })).toBe('$0.00')
})

test('nothing to show without token balances on a mainnet', () => {
  expect(fiatWorth({ isTestnet: false, tokenBalance: [] })).toBeUndefined()
})

test('the amount is written the way the modal’s language writes it', () => {
  expect(fiatWorth({ isTestnet: false, tokenBalance: [{ value: 1234.5 }], locale: 'de' })).toBe(
    '1.234,50\u00a0$',
  )
  expect(fiatWorth({ isTestnet: false, tokenBalance: [{ value: 1234.5 }], locale: 'ja' })).toBe('$1,234.50')
})
