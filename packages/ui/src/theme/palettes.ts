/**
 * The colours of both themes (spec section 2: dark by default, background #121313 dark and #fff
 * light). Surfaces are three steps from the background towards the text; text has three levels.
 * Every pair a view draws is listed in `textPairs` and checked for WCAG AA by palettes.test.ts.
 */
export type Palette = {
  background: string
  surface1: string
  surface2: string
  surface3: string
  textPrimary: string
  textSecondary: string
  textTertiary: string
  accent: string
  accentForeground: string
  success: string
  warning: string
  error: string
}

export type ThemeMode = 'dark' | 'light'

export const palettes: Record<ThemeMode, Palette> = {
  dark: {
    background: '#121313',
    surface1: '#1b1d1d',
    surface2: '#252828',
    surface3: '#363a3a',
    textPrimary: '#e8eaea',
    textSecondary: '#b4baba',
    textTertiary: '#949b9b',
    accent: '#8ea3ff',
    accentForeground: '#0b0d1a',
    success: '#4ed68a',
    warning: '#f2c14e',
    error: '#ff8a80',
  },
  light: {
    background: '#ffffff',
    surface1: '#f4f5f5',
    surface2: '#e9ebeb',
    surface3: '#d3d7d7',
    textPrimary: '#141616',
    textSecondary: '#464d4d',
    textTertiary: '#5c6464',
    accent: '#3348cc',
    accentForeground: '#ffffff',
    success: '#146c3a',
    warning: '#8a5300',
    error: '#b42318',
  },
}

type PaletteKey = keyof Palette

/** Text (and icon) colours drawn on each background; all must reach 4.5:1. */
export const textPairs: ReadonlyArray<{ text: PaletteKey; on: PaletteKey }> = [
  ...(['background', 'surface1', 'surface2'] as const).flatMap((on) =>
    (['textPrimary', 'textSecondary', 'textTertiary', 'accent', 'success', 'warning', 'error'] as const).map(
      (text) => ({ text, on }),
    ),
  ),
  { text: 'accentForeground', on: 'accent' },
]

/** Non-text parts (focus ring, selected border) that WCAG 1.4.11 asks 3:1 of. */
export const uiPairs: ReadonlyArray<{ part: PaletteKey; on: PaletteKey }> = [
  { part: 'accent', on: 'background' },
  { part: 'accent', on: 'surface1' },
  { part: 'accent', on: 'surface2' },
  { part: 'textTertiary', on: 'surface2' },
]
