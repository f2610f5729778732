import type { ThemeMode, ThemeVariables } from '@latchkit/core'
import { useKit } from '../kit/KitContext.js'
import { useKitState } from '../kit/useKitState.js'

export type UseLatchKitThemeReturnType = {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** Switches between light and dark. */
  setThemeMode(mode: ThemeMode): void
  /** Merges CSS variable overrides; `undefined` removes one. */
  setThemeVariables(variables: ThemeVariables): void
}

/**
 * The modal's theme, and changing it at run time.
 *
 * @example
 * const { themeMode, setThemeMode } = useLatchKitTheme()
 * return <button onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>Theme</button>
 */
export function useLatchKitTheme(): UseLatchKitThemeReturnType {
  const kit = useKit()
  const theme = useKitState((state) => state.theme)
  return {
    themeMode: theme.mode,
    themeVariables: theme.variables,
    setThemeMode: kit.setThemeMode,
    setThemeVariables: kit.setThemeVariables,
  }
}
