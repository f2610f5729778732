import { defaultThemeMode } from '../../constants.js'
import { InvalidThemeModeError } from '../../errors/options.js'

export const themeModes = ['light', 'dark'] as const
export type ThemeMode = (typeof themeModes)[number]

/** CSS custom properties a site may override; the UI applies them to the modal. */
export type ThemeVariables = {
  '--latch-font-family'?: string
  '--latch-accent'?: string
  '--latch-color-mix'?: string
  '--latch-color-mix-strength'?: number
  '--latch-font-size-master'?: string
  '--latch-border-radius-master'?: string
  '--latch-z-index'?: number
}

export type ThemeState = { mode: ThemeMode; variables: ThemeVariables }

/** The starting theme: the site's choice, else dark (spec section 2). */
export function createThemeState(options: { mode?: ThemeMode; variables?: ThemeVariables } = {}): ThemeState {
  if (options.mode !== undefined) assertThemeMode(options.mode)
  return { mode: options.mode ?? defaultThemeMode, variables: { ...options.variables } }
}

function assertThemeMode(mode: unknown): asserts mode is ThemeMode {
  if (!themeModes.includes(mode as ThemeMode)) throw new InvalidThemeModeError(mode)
}

export function createTheme(parameters: { state: ThemeState }) {
  const { state } = parameters
  return {
    setThemeMode(mode: ThemeMode) {
      assertThemeMode(mode)
      state.mode = mode
    },
    /** Merges `variables` over the current ones; `undefined` values remove an override. */
    setThemeVariables(variables: ThemeVariables) {
      for (const [name, value] of Object.entries(variables) as [keyof ThemeVariables, never][]) {
        if (value === undefined) delete state.variables[name]
        else state.variables[name] = value
      }
    },
  }
}
