import { expect, test } from 'vitest'
import { parsePlural, selectPlural } from './plural.js'

const days = '{n, plural, one {# day} other {# days}}'

test('a plural text: its number and one form per category, placeholders kept inside', () => {
  expect(parsePlural(days)).toEqual({
    variable: 'n',
    forms: new Map([
      ['one', '# day'],
      ['other', '# days'],
    ]),
  })
  expect(parsePlural('{n, plural, one {# day for {name}} other {# days for {name}}}')?.forms.get('one')).toBe(
    '# day for {name}',
  )
})

test('plain, malformed and other-less texts are not plural texts', () => {
  for (const text of [
    'Use {count} days',
    '{n, plural, one {# day}',
    '{n, plural, one {# day}}',
    '{n, plural, one # day}',
  ])
    expect(parsePlural(text), text).toBeUndefined()
})

test("the form follows the language's rules, and the number its digits", () => {
  expect(selectPlural(days, { n: 1 }, 'en')).toBe('1 day')
  expect(selectPlural(days, { n: 30 }, 'en')).toBe('30 days')
  expect(selectPlural(days, { n: 1000 }, 'de')).toBe('1.000 days')
  const russian = '{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}'
  expect([1, 3, 5, 21].map((n) => selectPlural(russian, { n }, 'ru'))).toEqual([
    '1 день',
    '3 дня',
    '5 дней',
    '21 день',
  ])
  expect(selectPlural('{n, plural, other {# 日}}', { n: 2 }, 'ja')).toBe('2 日')
  expect(selectPlural('{n, plural, one {a} other {b #}}', { n: 12 }, 'fa')).toBe('b ۱۲')
})

test('without a number the text falls back to its other form; a plain text is unchanged', () => {
  expect(selectPlural(days, {}, 'en')).toBe('# days')
  expect(selectPlural('Hello {name}', { name: 'x' }, 'en')).toBe('Hello {name}')
})
