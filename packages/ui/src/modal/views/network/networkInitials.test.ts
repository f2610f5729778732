import { expect, test } from 'vitest'
import { networkInitials } from './NetworkBadge.js'

test('the initials of the first and last words, or the one word', () => {
  expect(networkInitials('LatchKit Local B')).toBe('LB')
  expect(networkInitials('OP Mainnet')).toBe('OM')
  expect(networkInitials('ethereum')).toBe('E')
  expect(networkInitials('  ')).toBe('?')
})
