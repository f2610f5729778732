import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { SecretDecryptionError } from '../errors.js'
import { createOneTimeCode, hmacsMatch, oneTimeCodeHmac } from './oneTimeCode.js'
import { openSecret, sealSecret } from './sealSecret.js'
import { createSecretToken, hashSecretToken, secretTokenShape } from './secretToken.js'

test('codes are six digits, leading zeros kept, spread over the whole range', () => {
  const codes = Array.from({ length: 5000 }, createOneTimeCode)
  for (const code of codes) expect(code).toMatch(/^\d{6}$/)
  // About one in ten starts with 0; a code made with Number() would lose it.
  expect(codes.filter((code) => code.startsWith('0')).length).toBeGreaterThan(300)
  expect(new Set(codes).size).toBeGreaterThan(4900)
})

test("a code's HMAC is bound to its secret, purpose and recipient", () => {
  const secret = randomBytes(32)
  const hmac = oneTimeCodeHmac(secret, { purpose: 'login', recipient: 'a@example.test', code: '012345' })
  expect(
    hmacsMatch(
      hmac,
      oneTimeCodeHmac(secret, { purpose: 'login', recipient: 'a@example.test', code: '012345' }),
    ),
  ).toBe(true)
  for (const other of [
    oneTimeCodeHmac(secret, { purpose: 'export', recipient: 'a@example.test', code: '012345' }),
    oneTimeCodeHmac(secret, { purpose: 'login', recipient: 'b@example.test', code: '012345' }),
    oneTimeCodeHmac(secret, { purpose: 'login', recipient: 'a@example.test', code: '012346' }),
    oneTimeCodeHmac(randomBytes(32), { purpose: 'login', recipient: 'a@example.test', code: '012345' }),
  ])
    expect(hmacsMatch(hmac, other)).toBe(false)
})

test('a sealed secret opens only with its key and its context, and not once altered', () => {
  const key = randomBytes(32)
  const secret = randomBytes(33)
  const sealed = sealSecret(key, secret, 'owner-1')
  expect(sealed.includes(secret)).toBe(false)
  expect(openSecret(key, sealed, 'owner-1', 'share')).toEqual(secret)
  expect(sealSecret(key, secret, 'owner-1').equals(sealed)).toBe(false) // a fresh nonce each time
  expect(() => openSecret(randomBytes(32), sealed, 'owner-1', 'share')).toThrow(SecretDecryptionError)
  expect(() => openSecret(key, sealed, 'owner-2', 'share')).toThrow(SecretDecryptionError)
  const altered = Buffer.from(sealed)
  altered[20] = (altered[20] as number) ^ 1
  expect(() => openSecret(key, altered, 'owner-1', 'share')).toThrowErrorMatchingInlineSnapshot(`
    [SecretDecryptionError: Could not decrypt the share: wrong key, or the stored value was altered.

    Details: Unsupported state or unable to authenticate data]
  `)
})

test('secret tokens are 32 random bytes as base64url, stored as their SHA-256', () => {
  const tokens = Array.from({ length: 100 }, createSecretToken)
  for (const token of tokens) {
    expect(token).toMatch(secretTokenShape)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  }
  expect(new Set(tokens).size).toBe(100)
  const [first = '', second = ''] = tokens
  expect(hashSecretToken(first)).toHaveLength(32)
  expect(hashSecretToken(first).equals(hashSecretToken(first))).toBe(true)
  expect(hashSecretToken(first).equals(hashSecretToken(second))).toBe(false)
})
