import { expect, test } from 'vitest'
import { en } from '../../../i18n/strings.en.js'
import { createTranslator } from '../../../i18n/translate.js'
import { accountLabel } from './accountLabel.js'

const t = createTranslator(en)

test("a Bitcoin wallet's accounts are named by their role", () => {
  expect(accountLabel({ type: 'payment' }, 0, t)).toBe('Payment')
  expect(accountLabel({ type: 'ordinal' }, 1, t)).toBe('Ordinals')
})

test('other accounts are numbered in the order the wallet shares them', () => {
  expect(accountLabel({ type: 'eoa' }, 0, t)).toBe('Account 1')
  expect(accountLabel({ type: 'smartAccount' }, 2, t)).toBe('Account 3')
  expect(accountLabel({ type: 'stash' }, 1, t)).toBe('Account 2')
})
