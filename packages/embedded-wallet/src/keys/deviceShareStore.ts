import { utf8ToBytes } from '@noble/hashes/utils.js'
import { bufferSourceOf } from './bufferSource.js'
import { DeviceShareUnreadableError } from './errors.js'
import type { KeyValueStore } from './keyValueStore.js'
import type { WalletShare } from './shares.js'

/** What is stored per user: the share encrypted under a key that cannot leave this browser. */
type DeviceShareRecord = { version: 1; key: CryptoKey; iv: Uint8Array; ciphertext: Uint8Array }

export type DeviceShareStore = {
  /** Encrypts `share` under a new non-extractable AES-GCM key and stores both for `userId`. */
  saveDeviceShare(userId: string, share: WalletShare): Promise<void>
  /** The device share of `userId`, or `undefined` when this browser has none. */
  loadDeviceShare(userId: string): Promise<WalletShare | undefined>
  /** Removes the device share of `userId` (sign out of this device, or a reset). */
  forgetDeviceShare(userId: string): Promise<void>
}

export type CreateDeviceShareStoreParameters = { store: KeyValueStore }

/**
 * Keeps the device share as SECURITY.md's "Keys" table says: AES-256-GCM under a WebCrypto key made
 * per user with `extractable: false`, stored (as a CryptoKey, by structured clone) beside the
 * ciphertext. Code at the frame's origin on this browser profile can decrypt it; nothing can read
 * the key's bytes, and a copy of the stored values without this browser's key store is useless.
 * The user id is bound to the ciphertext (AES-GCM additional data), so records cannot be swapped.
 *
 * @example
 * const deviceShares = createDeviceShareStore({ store: createIndexedDbStore() })
 * await deviceShares.saveDeviceShare(userId, shares.device)
 */
export function createDeviceShareStore({ store }: CreateDeviceShareStoreParameters): DeviceShareStore {
  return {
    async saveDeviceShare(userId, share) {
      const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ciphertext = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: boundTo(userId) },
          key,
          bufferSourceOf(share),
        ),
      )
      const record: DeviceShareRecord = { version: 1, key, iv, ciphertext }
      await store.set(storageKeyOf(userId), record)
    },

    async loadDeviceShare(userId) {
      const stored = await store.get(storageKeyOf(userId))
      if (stored === undefined) return undefined
      const record = readDeviceShareRecord(stored)
      try {
        const plaintext = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bufferSourceOf(record.iv), additionalData: boundTo(userId) },
          record.key,
          bufferSourceOf(record.ciphertext),
        )
        return new Uint8Array(plaintext)
      } catch (cause) {
        throw new DeviceShareUnreadableError({ reason: 'It does not decrypt with its key', cause })
      }
    },

    async forgetDeviceShare(userId) {
      await store.delete(storageKeyOf(userId))
    },
  }
}

function storageKeyOf(userId: string): string {
  return `device-share/${userId}`
}

function boundTo(userId: string): Uint8Array<ArrayBuffer> {
  return bufferSourceOf(utf8ToBytes(`latchkit device share v1\u0000${userId}`))
}

/** Stored values come from an older version or a damaged store as easily as from this code. */
function readDeviceShareRecord(stored: unknown): DeviceShareRecord {
  const record = stored as Partial<DeviceShareRecord> | null
  const isRecord =
    typeof record === 'object' &&
    record !== null &&
    record.version === 1 &&
    record.key instanceof CryptoKey &&
    record.key.algorithm.name === 'AES-GCM' &&
    record.iv instanceof Uint8Array &&
    record.iv.byteLength === 12 &&
    record.ciphertext instanceof Uint8Array &&
    record.ciphertext.byteLength > 16
  if (!isRecord) {
    throw new DeviceShareUnreadableError({ reason: 'The stored record is not a device share record' })
  }
  return record as DeviceShareRecord
}
