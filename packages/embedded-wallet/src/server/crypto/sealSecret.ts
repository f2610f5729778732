import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { SecretDecryptionError } from '../errors.js'

// Layout of a sealed value: a format byte, the 12-byte nonce, the ciphertext, the 16-byte GCM tag.
const formatVersion = 1
const nonceLength = 12
const tagLength = 16

/**
 * Encrypts `plaintext` with AES-256-GCM under `key` (32 bytes), bound to `context`: the value opens
 * only with the same context (the owner's id, for a share), so rows moved between users do not open.
 */
export function sealSecret(key: Uint8Array, plaintext: Uint8Array, context: string): Buffer {
  const nonce = randomBytes(nonceLength)
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: tagLength })
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([Buffer.from([formatVersion]), nonce, ciphertext, cipher.getAuthTag()])
}

/**
 * Decrypts a value made by `sealSecret` with the same key and context.
 *
 * @throws {SecretDecryptionError} for a wrong key, another context, or altered bytes.
 */
export function openSecret(key: Uint8Array, sealed: Uint8Array, context: string, label: string): Buffer {
  const bytes = Buffer.from(sealed)
  if (bytes.length < 1 + nonceLength + tagLength || bytes[0] !== formatVersion)
    throw new SecretDecryptionError({ label })
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(1, 1 + nonceLength), {
      authTagLength: tagLength,
    })
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(bytes.subarray(bytes.length - tagLength))
    return Buffer.concat([
      decipher.update(bytes.subarray(1 + nonceLength, bytes.length - tagLength)),
      decipher.final(),
    ])
  } catch (error) {
    throw new SecretDecryptionError({ label, cause: error })
  }
}
