import { expect, test } from 'vitest'
import { appleProvider } from './apple.js'
import { SocialProviderAnswerError } from './errors.js'
import { claimsMapper, thrownBy } from './test-utils/definitionParts.js'

// Claims shaped like an Apple ID token for a web sign-in with the `email` scope.
const appleClaims = {
  iss: 'https://appleid.apple.com',
  aud: 'com.example.wallet.web',
  exp: 1764000600,
  iat: 1763914200,
  sub: '001234.5d7c8e9f0a1b2c3d4e5f60718293a4b5.1234',
  nonce: 'b3JpZ2luYWwtbm9uY2U',
  c_hash: 'x3W8AHTzqZ5vUZw2tD3SCQ',
  email: 'x7k2q9p4mz@privaterelay.appleid.com',
  email_verified: 'true',
  is_private_email: 'true',
  auth_time: 1763914195,
  nonce_supported: true,
}
const identityFromClaims = claimsMapper(appleProvider)

test('an Apple account is its sub, shown by its address, a private relay included', () => {
  expect(identityFromClaims(appleClaims)).toEqual({
    provider: 'apple',
    subject: '001234.5d7c8e9f0a1b2c3d4e5f60718293a4b5.1234',
    username: 'x7k2q9p4mz@privaterelay.appleid.com',
    email: 'x7k2q9p4mz@privaterelay.appleid.com',
  })
})

test('Apple writes email_verified as a string or a boolean; only true counts', () => {
  expect(identityFromClaims({ ...appleClaims, email: 'ada@icloud.com', email_verified: true }).email).toBe(
    'ada@icloud.com',
  )
  for (const email_verified of ['false', false, undefined, 'TRUE', 1]) {
    expect(identityFromClaims({ ...appleClaims, email_verified })).toEqual({
      provider: 'apple',
      subject: appleClaims.sub,
      username: '',
    })
  }
})

test('a token without an address (a school account) signs in with nothing to show', () => {
  const { email: _email, email_verified: _verified, ...withoutEmail } = appleClaims
  expect(identityFromClaims(withoutEmail)).toEqual({
    provider: 'apple',
    subject: appleClaims.sub,
    username: '',
  })
})

test('an address with hidden characters is not taken for a verified one', () => {
  expect(identityFromClaims({ ...appleClaims, email: 'ada\u200B@icloud.com' })).toEqual({
    provider: 'apple',
    subject: appleClaims.sub,
    username: '',
  })
})

test('claims without a usable sub are refused with a typed error', () => {
  for (const sub of [undefined, '', 42, '001234.\u0000abc']) {
    const error = thrownBy(() => identityFromClaims({ ...appleClaims, sub }))
    expect(error).toBeInstanceOf(SocialProviderAnswerError)
    expect(error).toMatchObject({ name: 'SocialProviderAnswerError', provider: 'apple', field: 'sub' })
  }
})

test('Apple is asked to post its answer, the one way it allows with the email scope', () => {
  expect(appleProvider.authorizeParameters).toEqual({ response_mode: 'form_post' })
  expect(appleProvider.tokenAuth).toBe('client_secret_post')
})
