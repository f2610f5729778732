import { OnrampAmountTooLowError, toFailure } from '@latchkit/core'
import { expect, test } from 'vitest'
import { catalogue as german } from './locales/de.js'
import { createModalTranslator } from './modalTranslator.js'
import { en } from './strings.en.js'
import { failureText } from './visitorText.js'

const inGerman = {
  catalogue: german,
  t: createModalTranslator(german, 'de'),
}
const inEnglish = {
  catalogue: en,
  t: createModalTranslator(en, 'en'),
}

test("an error, or the failure a flow's state keeps, reads in the visitor's language with its values", () => {
  const error = new OnrampAmountTooLowError({ min: '20.00', currency: 'EUR' })
  const text = failureText(error, inGerman)
  expect(text).not.toBe(error.shortMessage)
  expect(text).toContain('20.00')
  expect(text).toContain('EUR')
  expect(failureText(toFailure(error), inGerman)).toBe(text)
})

test("any wallet's declined request (EIP-1193 4001) reads as one, whatever the wallet's words", () => {
  const declined = Object.assign(new Error('MetaMask Tx Signature: User denied transaction signature.'), {
    code: 4001,
  })
  expect(failureText(declined, inEnglish)).toBe('User rejected the request')
  expect(failureText(declined, inGerman)).toBe(german.USER_REJECTED)
})

test('a count picks its plural form', () => {
  const tooSoon = {
    code: 'EMAIL_LOGIN_TOO_SOON',
    message: 'Please try again after 1 seconds',
    values: { seconds: 1 },
  }
  expect(failureText(tooSoon, inEnglish)).toBe('Please try again after 1 second')
  expect(failureText({ ...tooSoon, values: { seconds: 30 } }, inEnglish)).toBe(
    'Please try again after 30 seconds',
  )
})

test('a failure the catalogue does not know shows its own text; one with no text, the generic one', () => {
  expect(failureText({ shortMessage: 'insufficient funds for gas' }, inEnglish)).toBe(
    'insufficient funds for gas',
  )
  expect(failureText({ message: 'Quote expired', values: {} }, inEnglish)).toBe('Quote expired')
  expect(failureText(new Error('TypeError: x is undefined'), inEnglish)).toBe('Something went wrong')
  expect(failureText(undefined, inEnglish)).toBe('Something went wrong')
})
