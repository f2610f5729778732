import { cleanUntrustedText } from '../utils/untrustedText.js'

/**
 * Small typed decoders for JSON that comes from outside the kit (storage, HTTP bodies), so no
 * parsed value is ever `as`-cast. A decoder returns the value it read, or `invalid`.
 */

export const invalid: unique symbol = Symbol('invalid')
export type Invalid = typeof invalid
export type Decoder<value> = (input: unknown) => value | Invalid
export type Decoded<decoder> = decoder extends Decoder<infer value> ? value : never

/** Whether `input` is a plain JSON object (not an array, not null). */
export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

export const string: Decoder<string> = (input) => (typeof input === 'string' ? input : invalid)
export const boolean: Decoder<boolean> = (input) => (typeof input === 'boolean' ? input : invalid)
export const finiteNumber: Decoder<number> = (input) =>
  typeof input === 'number' && Number.isFinite(input) ? input : invalid

/**
 * A string from outside the site that the modal shows (a wallet's or token's name, a profile
 * name): without invisible or direction-changing characters; empty once cleaned is invalid.
 */
export const displayText: Decoder<string> = (input) =>
  typeof input === 'string' ? cleanUntrustedText(input) || invalid : invalid

/** A string or a finite number, read as a string (APIs are loose about numeric strings). */
export const numericString: Decoder<string> = (input) =>
  typeof input === 'string'
    ? input
    : typeof input === 'number' && Number.isFinite(input)
      ? String(input)
      : invalid

/** One of the given literal values. */
export function literal<const values extends readonly (string | number | boolean)[]>(
  ...values: values
): Decoder<values[number]> {
  return (input) => values.find((value) => value === input) ?? invalid
}

/** A string accepted by a type guard (`isChainNamespace`, a CAIP-2 id check...). */
export function refined<value extends string>(guard: (input: string) => input is value): Decoder<value> {
  return (input) => (typeof input === 'string' && guard(input) ? input : invalid)
}

/** An array whose every item decodes; one bad item makes the whole array invalid. */
export function array<item>(decodeItem: Decoder<item>): Decoder<item[]> {
  return (input) => {
    if (!Array.isArray(input)) return invalid
    const items: item[] = []
    for (const element of input) {
      const item = decodeItem(element)
      if (item === invalid) return invalid
      items.push(item)
    }
    return items
  }
}

/** An array keeping only the items that decode (for lists from the network). */
export function arrayOfValid<item>(decodeItem: Decoder<item>): Decoder<item[]> {
  return (input) => {
    if (!Array.isArray(input)) return invalid
    return input.map(decodeItem).filter((item): item is item => item !== invalid)
  }
}

/** A map read by `record`: keyed by any string, or partial over a union of literal keys. */
export type RecordOf<key extends string, value> = string extends key
  ? Record<string, value>
  : Partial<Record<key, value>>

/** An object used as a map; every key and value must decode. */
export function record<key extends string, value>(
  decodeKey: Decoder<key>,
  decodeValue: Decoder<value>,
): Decoder<RecordOf<key, value>> {
  return (input) => {
    if (!isRecord(input)) return invalid
    const entries: [key, value][] = []
    for (const [rawKey, rawValue] of Object.entries(input)) {
      const key = decodeKey(rawKey)
      const value = decodeValue(rawValue)
      if (key === invalid || value === invalid) return invalid
      entries.push([key, value])
    }
    // fromEntries defines own properties, so a `__proto__` key cannot touch the prototype.
    return Object.fromEntries(entries) as RecordOf<key, value>
  }
}

type Shape = Record<string, Decoder<unknown>>
type ObjectOf<required extends Shape, optional extends Shape> = {
  [key in keyof required]: Decoded<required[key]>
} & { [key in keyof optional]?: Decoded<optional[key]> | undefined }

/**
 * An object with the `required` fields and, when present, the `optional` ones (an optional field
 * sent as `null` is read as absent unless its decoder allows null). Unknown fields are dropped.
 */
export function object<required extends Shape, optional extends Shape = Record<never, never>>(
  required: required,
  optional?: optional,
): Decoder<ObjectOf<required, optional>> {
  return (input) => {
    if (!isRecord(input)) return invalid
    const output: Record<string, unknown> = {}
    for (const [key, decodeField] of Object.entries(required)) {
      const value = decodeField(input[key])
      if (value === invalid) return invalid
      output[key] = value
    }
    for (const [key, decodeField] of Object.entries(optional ?? {})) {
      if (input[key] === undefined) continue
      const value = decodeField(input[key])
      // APIs send null for an absent optional field; a field that allows null keeps it.
      if (value === invalid && input[key] === null) continue
      if (value === invalid) return invalid
      output[key] = value
    }
    return output as ObjectOf<required, optional>
  }
}

/** `null` or a value of `decodeValue`. */
export function nullable<value>(decodeValue: Decoder<value>): Decoder<value | null> {
  return (input) => (input === null ? null : decodeValue(input))
}
