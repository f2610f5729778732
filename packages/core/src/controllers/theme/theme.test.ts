import { expect, test } from 'vitest'
import { InvalidThemeModeError } from '../../errors/options.js'
import { createTestKit } from '../../kit/testKit.js'
import type { ThemeMode } from './theme.js'

test('the theme is dark by default; light and dark can be set', () => {
  const { kit } = createTestKit()
  expect(kit.getState().theme).toEqual({ mode: 'dark', variables: {} })
  kit.setThemeMode('light')
  expect(kit.getState().theme.mode).toBe('light')
  expect(createTestKit({ themeMode: 'light' }).kit.getState().theme.mode).toBe('light')
})

test('a theme mode other than light or dark is refused', () => {
  const { kit } = createTestKit()
  expect(() => kit.setThemeMode('sepia' as ThemeMode)).toThrowError(InvalidThemeModeError)
  expect(kit.getState().theme.mode).toBe('dark')
  expect(() => createTestKit({ themeMode: 'blue' as ThemeMode })).toThrowError('Invalid theme mode')
})

test('theme variables merge; undefined removes an override', () => {
  const { kit } = createTestKit({ themeVariables: { '--latch-accent': '#47a1ff' } })
  kit.setThemeVariables({ '--latch-z-index': 1000 })
  expect(kit.getState().theme.variables).toEqual({ '--latch-accent': '#47a1ff', '--latch-z-index': 1000 })
  kit.setThemeVariables({ '--latch-accent': undefined })
  expect(kit.getState().theme.variables).toEqual({ '--latch-z-index': 1000 })
})
