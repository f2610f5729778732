import {
  NameInvalidCharactersError,
  NameNeedsEvmAccountError,
  NameNeedsProjectIdError,
  NameRegistrationFailedError,
  NameSignatureRejectedError,
  NameTakenError,
  NameTooShortError,
} from '@latchkit/core'
import { expect, test } from 'vitest'
import { nameStrings } from './nameStrings.en.js'
import { en } from './strings.en.js'

// The view shows core's errors by code from the catalogue: the two must say the same.
const errors = [
  new NameInvalidCharactersError({ name: 'a_b' }),
  new NameTooShortError({ name: 'abc', minLength: 4 }),
  new NameTakenError({ name: 'alice.reown.id' }),
  new NameSignatureRejectedError(),
  new NameRegistrationFailedError({ name: 'alice.reown.id' }),
  new NameNeedsProjectIdError(),
  new NameNeedsEvmAccountError(),
]

test.each(errors.map((error) => ({ code: error.code, error })))(
  '$code: the catalogue says what core says',
  ({ code, error }) => {
    expect(nameStrings[code]).toBe(error.shortMessage)
    expect(en[code]).toBe(error.shortMessage)
  },
)
