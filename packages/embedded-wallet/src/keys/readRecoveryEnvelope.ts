import { base64 } from '@scure/base'
import { type Argon2idCost, envelopeLimits, type RecoveryEnvelope } from './recoveryEnvelopeShape.js'
import { MalformedRecoveryEnvelopeError } from './recoveryErrors.js'

/** A recovery envelope read from untrusted input, with its binary fields decoded. */
export type ReadRecoveryEnvelope = {
  envelope: RecoveryEnvelope
  salt: Uint8Array
  iv: Uint8Array
  ciphertext: Uint8Array
}

/**
 * Reads a recovery envelope as it came back from the service: a parsed JSON value or its text.
 * Anything off its exact shape, or outside `envelopeLimits`, throws `MalformedRecoveryEnvelopeError`;
 * unknown fields are refused too, so that nothing in it goes unchecked.
 */
export function readRecoveryEnvelope(input: unknown): ReadRecoveryEnvelope {
  const value = typeof input === 'string' ? parseJson(input) : input
  const envelope = objectWithKeys(value, ['version', 'kind', 'kdf', 'iv', 'ciphertext'], 'envelope')
  if (envelope.version !== 1) fail(`Unknown version: ${describeValue(envelope.version)}`)
  const kdf = readKdf(envelope.kind, envelope.kdf)
  const iv = bytesOf(envelope.iv, 'iv', envelopeLimits.ivBytes, envelopeLimits.ivBytes)
  const ciphertext = bytesOf(
    envelope.ciphertext,
    'ciphertext',
    envelopeLimits.ciphertextBytes.min,
    envelopeLimits.ciphertextBytes.max,
  )
  const salt = bytesOf(kdf.salt, 'kdf.salt', envelopeLimits.saltBytes.min, envelopeLimits.saltBytes.max)
  return {
    envelope: {
      version: 1,
      kind: envelope.kind,
      kdf,
      iv: envelope.iv,
      ciphertext: envelope.ciphertext,
    } as RecoveryEnvelope,
    salt,
    iv,
    ciphertext,
  }
}

function readKdf(kind: unknown, value: unknown): RecoveryEnvelope['kdf'] {
  if (kind === 'password') {
    const kdf = objectWithKeys(value, ['name', 'salt', 'memoryKiB', 'iterations', 'parallelism'], 'kdf')
    if (kdf.name !== 'argon2id') fail('A password envelope must use argon2id')
    return { name: 'argon2id', salt: stringOf(kdf.salt, 'kdf.salt'), ...readArgon2idCost(kdf) }
  }
  if (kind === 'passkey-prf') {
    const kdf = objectWithKeys(value, ['name', 'salt'], 'kdf')
    if (kdf.name !== 'hkdf-sha256') fail('A passkey envelope must use hkdf-sha256')
    return { name: 'hkdf-sha256', salt: stringOf(kdf.salt, 'kdf.salt') }
  }
  return fail(`Unknown kind: ${describeValue(kind)}`)
}

/**
 * An Argon2id cost within `envelopeLimits` (a huge one would freeze or crash the frame), else
 * `MalformedRecoveryEnvelopeError`. Sealing checks its cost with it too, before deriving.
 */
export function readArgon2idCost(cost: Record<string, unknown>): Argon2idCost {
  const parallelism = integerIn(cost.parallelism, 'kdf.parallelism', 1, envelopeLimits.maxParallelism)
  return {
    // Argon2 needs at least 8 KiB per lane.
    memoryKiB: integerIn(cost.memoryKiB, 'kdf.memoryKiB', 8 * parallelism, envelopeLimits.maxMemoryKiB),
    iterations: integerIn(cost.iterations, 'kdf.iterations', 1, envelopeLimits.maxIterations),
    parallelism,
  }
}

/**
 * An untrusted value for an error's text: JSON, cut short. `String()` would run an object's own
 * `toString`, which may not be a function (`{"toString": ""}` throws a TypeError).
 */
function describeValue(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? typeof value
  } catch {
    text = typeof value
  }
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

function objectWithKeys(value: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what} is not an object`)
  const present = Object.keys(value as object)
  const unexpected = present.filter((key) => !keys.includes(key))
  const missing = keys.filter((key) => !present.includes(key))
  if (unexpected.length || missing.length) {
    fail(`${what} fields: missing [${missing.join(', ')}], unexpected [${unexpected.join(', ')}]`)
  }
  return value as Record<string, unknown>
}

function integerIn(value: unknown, what: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(`${what} must be an integer from ${min} to ${max}`)
  }
  return value as number
}

function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') fail(`${what} is not a string`)
  return value as string
}

function bytesOf(value: unknown, what: string, min: number, max: number): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(stringOf(value, what))
  } catch (cause) {
    if (cause instanceof MalformedRecoveryEnvelopeError) throw cause
    throw new MalformedRecoveryEnvelopeError({ reason: `${what} is not base64`, cause })
  }
  if (bytes.byteLength < min || bytes.byteLength > max) fail(`${what} must be ${min} to ${max} bytes`)
  return bytes
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new MalformedRecoveryEnvelopeError({ reason: 'Not JSON', cause })
  }
}

function fail(reason: string): never {
  throw new MalformedRecoveryEnvelopeError({ reason })
}
