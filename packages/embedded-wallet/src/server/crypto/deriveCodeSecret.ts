import { hkdfSync } from 'node:crypto'

/**
 * The HMAC key for one-time codes when the configuration gives none: derived from the
 * key-encryption key with HKDF-SHA256, under a label of its own, so the two keys are unrelated to
 * anyone without the key-encryption key.
 */
export function deriveCodeSecret(keyEncryptionKey: Uint8Array): Buffer {
  return Buffer.from(
    hkdfSync('sha256', keyEncryptionKey, new Uint8Array(0), 'latchkit wallet server: code secret', 32),
  )
}
