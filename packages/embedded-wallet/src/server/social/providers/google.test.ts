import { expect, test } from 'vitest'
import { SocialProviderAnswerError } from './errors.js'
import { googleProvider } from './google.js'
import { claimsMapper, thrownBy } from './test-utils/definitionParts.js'

// Claims shaped like the example of Google's OpenID Connect documentation, with `profile`.
const googleClaims = {
  iss: 'https://accounts.google.com',
  azp: '1234987819200.apps.googleusercontent.com',
  aud: '1234987819200.apps.googleusercontent.com',
  sub: '10769150350006150715113082367',
  at_hash: 'HK6E_P6Dh8Y93mRNtsDB1Q',
  hd: 'example.com',
  email: 'JSmith@example.com',
  email_verified: true,
  name: 'John Smith',
  given_name: 'John',
  family_name: 'Smith',
  picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
  iat: 1353601026,
  exp: 1353604926,
  nonce: '0394852-3190485-2490358',
}
const identityFromClaims = claimsMapper(googleProvider)

test('a Google account is its sub, shown by its verified address', () => {
  expect(identityFromClaims(googleClaims)).toEqual({
    provider: 'google',
    subject: '10769150350006150715113082367',
    username: 'jsmith@example.com',
    email: 'jsmith@example.com',
  })
})

test('an address Google has not verified is neither kept nor shown: the name is', () => {
  const identity = identityFromClaims({ ...googleClaims, email_verified: false })
  expect(identity).toEqual({ provider: 'google', subject: googleClaims.sub, username: 'John Smith' })
  expect(identityFromClaims({ ...googleClaims, email_verified: 'true' }).email).toBeUndefined()
  const { email: _email, ...withoutEmail } = googleClaims
  expect(identityFromClaims(withoutEmail)).toEqual({
    provider: 'google',
    subject: googleClaims.sub,
    username: 'John Smith',
  })
})

test('a verified address too long to show whole is kept, and the name is shown instead', () => {
  const long = `${'a'.repeat(60)}@example.com`
  expect(identityFromClaims({ ...googleClaims, email: long })).toMatchObject({
    username: 'John Smith',
    email: long,
  })
})

test('a hostile name is shown without its hidden or reversing characters, and cut', () => {
  const identity = identityFromClaims({
    ...googleClaims,
    email_verified: false,
    name: '\u202Etxt.exe\u200B  Admin\n',
  })
  expect(identity.username).toBe('txt.exe Admin')
  expect(identityFromClaims({ ...googleClaims, email_verified: false, name: 'n'.repeat(500) }).username).toBe(
    'n'.repeat(64),
  )
})

test('claims without a usable sub are refused with a typed error', () => {
  for (const sub of [undefined, '', 1076915035000615, 'has space', '1\u202E2', 'x'.repeat(256)]) {
    const error = thrownBy(() => identityFromClaims({ ...googleClaims, sub }))
    expect(error).toBeInstanceOf(SocialProviderAnswerError)
    expect(error).toMatchObject({ name: 'SocialProviderAnswerError', provider: 'google', field: 'sub' })
  }
})
