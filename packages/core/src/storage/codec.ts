import type { StorageKey, StoredValues } from '../contracts/storage.js'
import { finiteNumber, invalid, isRecord } from '../decode/decode.js'
import { storedValueDecoders } from './decoders.js'

/** Every key the kit writes starts with this prefix. */
const storageKeyPrefix = '@latchkit/'

/**
 * The format version written in every envelope. When the shape of a value changes, raise it and
 * add a migration from the previous version to `migrations`.
 */
export const storageFormatVersion = 1

/** Upgrades an envelope's value from version `n` (the key) to `n + 1`. */
type Migration = (key: StorageKey, value: unknown) => unknown
const migrations: Record<number, Migration> = {}

/** The full key a stored value lives under, e.g. `@latchkit/activeNamespace`. */
export function toStorageItemKey(key: StorageKey): string {
  return `${storageKeyPrefix}${key}`
}

/** The stored text of `value`: JSON of `{ v: version, value }`. */
export function encodeStoredValue<key extends StorageKey>(_key: key, value: StoredValues[key]): string {
  return JSON.stringify({ v: storageFormatVersion, value })
}

export type DecodeStoredValueResult<value> = { value: value } | { problem: string }

/**
 * Reads the stored text of `key` back. Never throws: text that is not JSON, not an envelope, of
 * an unknown version, or whose value does not fit the key's schema yields a `problem`.
 */
export function decodeStoredValue<key extends StorageKey>(
  key: key,
  text: string,
): DecodeStoredValueResult<StoredValues[key]> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { problem: 'not JSON' }
  }
  if (!isRecord(parsed) || !('value' in parsed)) return { problem: 'not a LatchKit value' }
  let version = finiteNumber(parsed.v)
  if (version === invalid || !Number.isInteger(version)) return { problem: 'no format version' }
  if (version > storageFormatVersion) return { problem: `written by a newer format (v${version})` }
  let stored = parsed.value
  while (version < storageFormatVersion) {
    const migrate = migrations[version]
    if (!migrate) return { problem: `no migration from format v${version}` }
    stored = migrate(key, stored)
    version += 1
  }
  const value = storedValueDecoders[key](stored)
  if (value === invalid) return { problem: 'value does not match its schema' }
  return { value }
}
