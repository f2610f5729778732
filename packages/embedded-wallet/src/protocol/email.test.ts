import { describe, expect, test } from 'vitest'
import { isValidEmail } from './email.js'

describe('isValidEmail', () => {
  test.each(['ada@example.com', 'ada.lovelace+wallet@mail.example.co.uk', "o'brien@example.ie", 'x@a-b.io'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  )

  test.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'a da@example.com',
    'ada@exa mple.com',
    '.ada@example.com',
    'ada..l@example.com',
    'ada@-example.com',
    'ada@example.c0m',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(250)}.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false))
})
