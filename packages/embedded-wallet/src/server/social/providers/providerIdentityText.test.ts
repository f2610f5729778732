import fc from 'fast-check'
import { expect, test } from 'vitest'
import { providerEmail } from './providerEmail.js'
import { providerSubject } from './providerSubject.js'
import { firstShowableName, providerUsername, socialUsernameMaxLength } from './providerUsername.js'
import { thrownBy } from './test-utils/definitionParts.js'

const hidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never be left.
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/

test('whatever a provider sends as a name, what is kept has nothing hidden and fits (property)', () => {
  const name = fc.oneof(
    fc.string({
      unit: fc.oneof(
        fc.constantFrom('\u202E', '\u2066', '\u200B', '\u0000', '\n', ' ', '0'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
      maxLength: 200,
    }),
    fc.anything(),
  )
  fc.assert(
    fc.property(name, (value) => {
      const username = providerUsername(value)
      expect(username).not.toMatch(hidden)
      expect(Array.from(username).length).toBeLessThanOrEqual(socialUsernameMaxLength)
      expect(username).toBe(username.trim())
    }),
  )
})

test('only one plain address is kept as an email, lower-cased', () => {
  expect(providerEmail('  Ada.Lovelace+wallet@Example.CO.uk ')).toBe('ada.lovelace+wallet@example.co.uk')
  for (const value of [
    undefined,
    42,
    '',
    'ada',
    'ada@localhost',
    'ada@@example.com',
    'Ada <ada@example.com>',
    'ada@example.com, eve@example.com',
    'a\u200Bda@example.com',
    'ada@exam\u202Eple.com',
    'ada @example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(250)}.com`,
  ]) {
    expect(providerEmail(value)).toBeUndefined()
  }
})

test('a subject is taken as sent or refused, never cleaned into another one', () => {
  expect(providerSubject('001234.5d7c8e9f.1234', { provider: 'apple', field: 'sub' })).toBe(
    '001234.5d7c8e9f.1234',
  )
  for (const value of ['', ' 1', '1 ', '12\u202E3', '\u200B1', 'é', 1, null, 'x'.repeat(256)]) {
    expect(thrownBy(() => providerSubject(value, { provider: 'x', field: 'data.id' }))).toMatchObject({
      name: 'SocialProviderAnswerError',
      provider: 'x',
      field: 'data.id',
    })
  }
})

test('a verified address is shown whole or not at all', () => {
  expect(firstShowableName({ email: 'ada@example.com', name: 'Ada' })).toBe('ada@example.com')
  expect(firstShowableName({ email: `${'a'.repeat(60)}@example.com`, name: 'Ada' })).toBe('Ada')
  expect(firstShowableName({ name: 42 })).toBe('')
})
