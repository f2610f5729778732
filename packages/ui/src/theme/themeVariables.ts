import { BaseError } from '@latchkit/core'
import type { ThemeMode } from './palettes.js'

/**
 * The theme values a site may set, as the custom properties the kit's stylesheets read. Any
 * `--latch-color-*` palette entry may be overridden the same way.
 */
export type ThemeVariables = {
  /** @default system font stack (no remote fonts) */
  '--latch-font-family'?: string | undefined
  /** Text sizes are multiples of it. @default '10px' */
  '--latch-font-size-master'?: string | undefined
  /** Radii are multiples of it (x1, x2, x3, x4, x8). @default '4px' */
  '--latch-border-radius-master'?: string | undefined
  /** The spacing grid. @default '4px' */
  '--latch-spacing-unit'?: string | undefined
  /** @default '#8ea3ff' (dark) and '#3348cc' (light) */
  '--latch-accent'?: string | undefined
  /** A colour mixed into every surface, by `--latch-color-mix-strength` percent. @default '#000000' */
  '--latch-color-mix'?: string | undefined
  /** 0 to 100. @default 0 */
  '--latch-color-mix-strength'?: number | undefined
  /** The QR code's modules (on its white tile). @default '#000000' */
  '--latch-qr-color'?: string | undefined
  /** @default 999 */
  '--latch-z-index'?: number | undefined
  [paletteColor: `--latch-color-${string}`]: string | number | undefined
}

export type InvalidThemeVariableErrorType = InvalidThemeVariableError & {
  name: 'InvalidThemeVariableError'
}

/** A theme variable the kit does not know, or a value of the wrong kind. */
export class InvalidThemeVariableError extends BaseError {
  override name = 'InvalidThemeVariableError' as const
  constructor({ name, value, reason }: { name: string; value: unknown; reason: string }) {
    super(`Invalid theme variable ${name}`, {
      details: reason,
      metaMessages: [`Value: ${JSON.stringify(value)}`],
      docsPath: '/ui/theming',
    })
  }
}

const stringVariables = new Set([
  '--latch-font-family',
  '--latch-font-size-master',
  '--latch-border-radius-master',
  '--latch-spacing-unit',
  '--latch-accent',
  '--latch-color-mix',
  '--latch-qr-color',
])

/** Turns one variable into the CSS text to set, or throws `InvalidThemeVariableError`. */
export function toCssValue(name: string, value: unknown): string {
  const fail = (reason: string) => new InvalidThemeVariableError({ name, value, reason })
  if (name === '--latch-z-index' || name === '--latch-color-mix-strength') {
    if (typeof value !== 'number' || !Number.isFinite(value)) throw fail('Expected a finite number.')
    if (name === '--latch-z-index') return String(Math.trunc(value))
    if (value < 0 || value > 100) throw fail('Expected a percentage from 0 to 100.')
    return `${value}%`
  }
  if (!stringVariables.has(name) && !/^--latch-color-[a-z0-9-]+$/.test(name))
    throw fail('Unknown theme variable.')
  if (typeof value !== 'string' || value.trim() === '') throw fail('Expected a non-empty string.')
  // A value cannot end the declaration or open a block: keeps a site's input one CSS value.
  if (/[;{}]/.test(value)) throw fail('A value cannot contain ";", "{" or "}".')
  return value.trim()
}

/**
 * Each variable's name and CSS value (`undefined`: remove it).
 * @throws {InvalidThemeVariableError} for an unknown name or a bad value.
 */
export function validateThemeVariables(variables: ThemeVariables): [string, string | undefined][] {
  return Object.entries(variables).map(([name, value]) => [
    name,
    value === undefined ? undefined : toCssValue(name, value),
  ])
}

/**
 * Sets theme variables on a kit element's own style through the CSSOM (allowed under a strict
 * CSP, unlike `style=""`). `undefined` removes a variable, restoring the theme's default.
 * Everything is validated before anything is applied.
 */
export function applyThemeVariables(element: HTMLElement, variables: ThemeVariables): void {
  for (const [name, value] of validateThemeVariables(variables)) {
    if (value === undefined) element.style.removeProperty(name)
    else element.style.setProperty(name, value)
  }
}

/** Reads a `theme` attribute: anything but 'light' is the default dark theme. */
export function parseThemeMode(value: string | null | undefined): ThemeMode {
  return value === 'light' ? 'light' : 'dark'
}
