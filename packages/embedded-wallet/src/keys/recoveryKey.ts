import { argon2idAsync } from '@noble/hashes/argon2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { bufferSourceOf } from './bufferSource.js'
import type { Argon2idCost } from './recoveryEnvelopeShape.js'
import { wipe } from './wipe.js'

const aesGcm = { name: 'AES-GCM', length: 256 } as const
const prfInfo = utf8ToBytes('latchkit recovery share v1')

/**
 * The AES-256-GCM key a recovery password gives with Argon2id and this salt. The password is
 * normalized (NFKC), so one typed on another device or keyboard gives the same key. Runs in slices
 * (`argon2idAsync`), letting the frame's UI paint while it works; the key is not extractable.
 */
export async function passwordRecoveryKey(
  password: string,
  salt: Uint8Array,
  cost: Argon2idCost,
): Promise<CryptoKey> {
  const passwordBytes = utf8ToBytes(password.normalize('NFKC'))
  const keyBytes = await argon2idAsync(passwordBytes, salt, {
    t: cost.iterations,
    m: cost.memoryKiB,
    p: cost.parallelism,
    dkLen: 32,
  })
  try {
    return await crypto.subtle.importKey('raw', bufferSourceOf(keyBytes), aesGcm, false, [
      'encrypt',
      'decrypt',
    ])
  } finally {
    wipe(passwordBytes, keyBytes)
  }
}

/**
 * The AES-256-GCM key a passkey's PRF output gives with HKDF-SHA256 and this salt. The PRF output
 * is already a uniformly random secret, so no slow hash is needed.
 */
export async function passkeyRecoveryKey(prfOutput: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', bufferSourceOf(prfOutput), 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: bufferSourceOf(salt), info: bufferSourceOf(prfInfo) },
    material,
    aesGcm,
    false,
    ['encrypt', 'decrypt'],
  )
}
