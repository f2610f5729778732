import { expect, test } from 'vitest'
import { InvalidThemeVariableError, parseThemeMode, toCssValue } from './themeVariables.js'

test('turns numbers and strings into CSS values', () => {
  expect(toCssValue('--latch-z-index', 1200)).toBe('1200')
  expect(toCssValue('--latch-color-mix-strength', 20)).toBe('20%')
  expect(toCssValue('--latch-accent', ' #ff0066 ')).toBe('#ff0066')
  expect(toCssValue('--latch-color-surface-1', '#222')).toBe('#222')
})

test('rejects unknown names and wrong values with a typed error', () => {
  expect(() => toCssValue('--w3m-accent', 'red')).toThrowError(InvalidThemeVariableError)
  expect(() => toCssValue('--latch-z-index', '999')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidThemeVariableError: Invalid theme variable --latch-z-index

    Value: "999"

    Details: Expected a finite number.
    Docs: /ui/theming]
  `)
  expect(() => toCssValue('--latch-color-mix-strength', 101)).toThrowError(/0 to 100/)
  expect(() => toCssValue('--latch-accent', 'red; background: url(x)')).toThrowError(/cannot contain/)
  expect(() => toCssValue('--latch-accent', '')).toThrowError(/non-empty/)
})

test('theme mode defaults to dark', () => {
  expect(parseThemeMode('light')).toBe('light')
  expect(parseThemeMode('dark')).toBe('dark')
  expect(parseThemeMode(null)).toBe('dark')
  expect(parseThemeMode('sepia')).toBe('dark')
})
