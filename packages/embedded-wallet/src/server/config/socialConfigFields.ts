import { WalletServerConfigError } from '../errors.js'

// The readers the `social` part of the configuration shares. It may come from JSON, so every
// field's type is checked here, not trusted from the TypeScript types.

/** Whether `value` is a plain object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The configuration error naming `field`. */
export const invalidField = (field: string, problem: string) =>
  new WalletServerConfigError({ field, problem })

/** @throws {WalletServerConfigError} when `value` is not a non-empty string. */
export function readText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw invalidField(field, 'must be a non-empty string.')
  return value
}
