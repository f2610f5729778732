import fc from 'fast-check'
import { expect, test } from 'vitest'
import { cleanUntrustedText } from './untrustedText.js'

const invisible =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never be left.
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/

test('a right-to-left override cannot reverse a name, and invisible characters are gone', () => {
  expect(cleanUntrustedText('\u202Eevil RTL override')).toBe('evil RTL override')
  expect(cleanUntrustedText('Meta\u200BMa\u200Dsk\uFEFF')).toBe('MetaMask')
  expect(cleanUntrustedText('\u2067Phantom\u2069 \u200E')).toBe('Phantom')
  expect(cleanUntrustedText('  Trust\n\tWallet\u0007  ')).toBe('Trust Wallet')
  // Letters of every script stay, and so do emoji with their variation selectors.
  expect(cleanUntrustedText('محفظة ❤️ 钱包')).toBe('محفظة ❤️ 钱包')
})

test('long text is cut to the limit on a code-point boundary', () => {
  expect(cleanUntrustedText('a'.repeat(100))).toHaveLength(64)
  expect(cleanUntrustedText('🦊'.repeat(10), 3)).toBe('🦊🦊🦊')
})

test('whatever it is given, the result has no invisible character, fits, and cleans to itself (property)', () => {
  const text = fc.string({
    unit: fc.oneof(
      fc.constantFrom('\u202E', '\u200B', '\u2066', '\n', ' '),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
  })
  fc.assert(
    fc.property(text, fc.integer({ min: 1, max: 80 }), (input, maxLength) => {
      const cleaned = cleanUntrustedText(input, maxLength)
      expect(cleaned).not.toMatch(invisible)
      expect(Array.from(cleaned).length).toBeLessThanOrEqual(maxLength)
      expect(cleanUntrustedText(cleaned, maxLength)).toBe(cleaned)
    }),
  )
})
