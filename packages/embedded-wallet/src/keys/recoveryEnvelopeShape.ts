/** The cost of Argon2id: memory in KiB, passes, lanes. */
export type Argon2idCost = { memoryKiB: number; iterations: number; parallelism: number }

/**
 * OWASP's first recommended Argon2id setting (19 MiB, 2 passes, 1 lane): slow enough to make
 * guessing costly, light enough for a phone's browser. Overridden only by tests.
 */
export const defaultArgon2idCost: Argon2idCost = { memoryKiB: 19_456, iterations: 2, parallelism: 1 }

export type Argon2idKdf = { name: 'argon2id'; salt: string } & Argon2idCost
export type HkdfKdf = { name: 'hkdf-sha256'; salt: string }

/**
 * A recovery share sealed with AES-256-GCM under a key only the visitor can produce. Stored by the
 * service and given back to the frame, so it is read as untrusted input. Binary fields are base64.
 */
export type RecoveryEnvelope =
  | { version: 1; kind: 'password'; kdf: Argon2idKdf; iv: string; ciphertext: string }
  | { version: 1; kind: 'passkey-prf'; kdf: HkdfKdf; iv: string; ciphertext: string }

/** What opens an envelope: the recovery password, or the output of the visitor's passkey PRF. */
export type RecoverySecret = { password: string } | { prfOutput: Uint8Array }

/** Bounds an envelope from the server must stay within (a huge memory cost would freeze the frame). */
export const envelopeLimits = {
  maxMemoryKiB: 262_144,
  maxIterations: 16,
  maxParallelism: 8,
  saltBytes: { min: 16, max: 64 },
  ivBytes: 12,
  ciphertextBytes: { min: 17, max: 1024 },
} as const

/**
 * The AES-GCM additional data: every field but the ciphertext, in a fixed order, so that a changed
 * kind, salt or cost makes the envelope fail to open rather than be read another way.
 */
export function headerOf(envelope: Omit<RecoveryEnvelope, 'ciphertext'>): Uint8Array<ArrayBuffer> {
  const { kdf } = envelope
  const fields =
    kdf.name === 'argon2id'
      ? [kdf.name, kdf.salt, kdf.memoryKiB, kdf.iterations, kdf.parallelism]
      : [kdf.name, kdf.salt]
  return new TextEncoder().encode(
    ['latchkit recovery share', envelope.version, envelope.kind, ...fields, envelope.iv].join('\n'),
  )
}
