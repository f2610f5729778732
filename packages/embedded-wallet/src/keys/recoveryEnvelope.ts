import { base64 } from '@scure/base'
import { bufferSourceOf } from './bufferSource.js'
import { readArgon2idCost, readRecoveryEnvelope } from './readRecoveryEnvelope.js'
import {
  type Argon2idCost,
  defaultArgon2idCost,
  headerOf,
  type RecoveryEnvelope,
  type RecoverySecret,
} from './recoveryEnvelopeShape.js'
import {
  type RecoveryKind,
  RecoverySecretKindMismatchError,
  UnusableRecoverySecretError,
  WrongRecoverySecretError,
} from './recoveryErrors.js'
import { passkeyRecoveryKey, passwordRecoveryKey } from './recoveryKey.js'
import type { WalletShare } from './shares.js'

export type SealRecoveryShareOptions = {
  /**
   * Argon2id cost for a password, within `envelopeLimits` (else `MalformedRecoveryEnvelopeError`).
   * @default defaultArgon2idCost (OWASP: 19 MiB, 2 passes, 1 lane)
   */
  argon2id?: Partial<Argon2idCost>
}

const minimumPrfOutputBytes = 32

/**
 * Seals the recovery share under the visitor's recovery password (Argon2id, a fresh 16-byte salt)
 * or passkey PRF output (HKDF-SHA256, a fresh salt), with AES-256-GCM and a fresh IV. The envelope
 * is JSON-ready and safe to give the service: without the secret it does not open.
 *
 * @example
 * const envelope = await sealRecoveryShare(shares.recovery, { password })
 * await service.saveRecoveryEnvelope(envelope)
 */
export async function sealRecoveryShare(
  share: WalletShare,
  secret: RecoverySecret,
  options: SealRecoveryShareOptions = {},
): Promise<RecoveryEnvelope> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  let key: CryptoKey
  let header: Omit<RecoveryEnvelope, 'ciphertext'>
  if ('password' in secret) {
    if (secret.password.length === 0)
      throw new UnusableRecoverySecretError({ reason: 'The password is empty' })
    const cost = readArgon2idCost({ ...defaultArgon2idCost, ...options.argon2id })
    key = await passwordRecoveryKey(secret.password, salt, cost)
    header = {
      version: 1,
      kind: 'password',
      kdf: { name: 'argon2id', salt: base64.encode(salt), ...cost },
      iv: base64.encode(iv),
    }
  } else {
    assertUsablePrfOutput(secret.prfOutput)
    key = await passkeyRecoveryKey(secret.prfOutput, salt)
    header = {
      version: 1,
      kind: 'passkey-prf',
      kdf: { name: 'hkdf-sha256', salt: base64.encode(salt) },
      iv: base64.encode(iv),
    }
  }
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: headerOf(header) },
    key,
    bufferSourceOf(share),
  )
  return { ...header, ciphertext: base64.encode(new Uint8Array(ciphertext)) } as RecoveryEnvelope
}

/**
 * Opens a recovery envelope (untrusted: as the service gave it back, parsed or as text) with the
 * visitor's secret and returns the recovery share. Throws `MalformedRecoveryEnvelopeError` for an
 * envelope off its shape, `RecoverySecretKindMismatchError` for a password given to a passkey
 * envelope (or the reverse), and `WrongRecoverySecretError` when the secret does not open it.
 *
 * @example
 * const recoveryShare = await openRecoveryShare(envelopeFromService, { password })
 */
export async function openRecoveryShare(envelope: unknown, secret: RecoverySecret): Promise<WalletShare> {
  const read = readRecoveryEnvelope(envelope)
  const { kdf } = read.envelope
  const kind: RecoveryKind = read.envelope.kind
  let key: CryptoKey
  if (kdf.name === 'argon2id') {
    if (!('password' in secret)) throw new RecoverySecretKindMismatchError({ kind })
    key = await passwordRecoveryKey(secret.password, read.salt, kdf)
  } else {
    if (!('prfOutput' in secret)) throw new RecoverySecretKindMismatchError({ kind })
    assertUsablePrfOutput(secret.prfOutput)
    key = await passkeyRecoveryKey(secret.prfOutput, read.salt)
  }
  try {
    const share = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bufferSourceOf(read.iv), additionalData: headerOf(read.envelope) },
      key,
      bufferSourceOf(read.ciphertext),
    )
    return new Uint8Array(share)
  } catch (cause) {
    throw new WrongRecoverySecretError({ kind, cause })
  }
}

function assertUsablePrfOutput(prfOutput: Uint8Array): void {
  if (!(prfOutput instanceof Uint8Array) || prfOutput.byteLength < minimumPrfOutputBytes) {
    throw new UnusableRecoverySecretError({
      reason: `A passkey PRF output has at least ${minimumPrfOutputBytes} bytes`,
    })
  }
}
