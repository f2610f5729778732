import { describe, expect, it } from 'vitest'
import { createDeviceShareStore } from './deviceShareStore.js'
import { DeviceShareUnreadableError } from './errors.js'
import { createMemoryStore } from './keyValueStore.js'
import { createWalletSecret } from './seed.js'
import { combineShares, splitWalletSecret } from './shares.js'

describe('the device share store', () => {
  it('gives back the saved share, which rebuilds the wallet with the auth share', async () => {
    const secret = createWalletSecret()
    const shares = await splitWalletSecret(secret)
    const deviceShares = createDeviceShareStore({ store: createMemoryStore() })
    await deviceShares.saveDeviceShare('user-1', shares.device)
    const loaded = await deviceShares.loadDeviceShare('user-1')
    expect(loaded).toEqual(shares.device)
    expect(await combineShares(loaded as Uint8Array, shares.auth)).toEqual(secret)
  })

  it('has nothing for a user who never saved a share on this device, nor after forgetting it', async () => {
    const deviceShares = createDeviceShareStore({ store: createMemoryStore() })
    expect(await deviceShares.loadDeviceShare('user-1')).toBeUndefined()
    await deviceShares.saveDeviceShare('user-1', (await splitWalletSecret(createWalletSecret())).device)
    await deviceShares.forgetDeviceShare('user-1')
    expect(await deviceShares.loadDeviceShare('user-1')).toBeUndefined()
  })

  it('stores a key nobody can export, and no plain share bytes', async () => {
    const store = createMemoryStore()
    const { device } = await splitWalletSecret(createWalletSecret())
    await createDeviceShareStore({ store }).saveDeviceShare('user-1', device)

    const [stored] = [...store.entries.values()] as [
      { key: CryptoKey; ciphertext: Uint8Array; iv: Uint8Array },
    ]
    expect(stored.key).toBeInstanceOf(CryptoKey)
    expect(stored.key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', stored.key)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', stored.key)).rejects.toThrow()
    // No run of 8 share bytes appears anywhere in what was stored.
    for (const bytes of [stored.ciphertext, stored.iv]) {
      for (let start = 0; start + 8 <= device.length; start++) {
        expect(containsRun(bytes, device.subarray(start, start + 8))).toBe(false)
      }
    }
  })

  it('makes a new key for each user', async () => {
    const store = createMemoryStore()
    const deviceShares = createDeviceShareStore({ store })
    const { device } = await splitWalletSecret(createWalletSecret())
    await deviceShares.saveDeviceShare('user-1', device)
    await deviceShares.saveDeviceShare('user-2', device)
    const [first, second] = [...store.entries.values()] as { ciphertext: Uint8Array }[]
    expect(first?.ciphertext).not.toEqual(second?.ciphertext)
  })

  it("refuses another user's record put in place of this user's", async () => {
    const store = createMemoryStore()
    const deviceShares = createDeviceShareStore({ store })
    await deviceShares.saveDeviceShare('victim', (await splitWalletSecret(createWalletSecret())).device)
    await store.set('device-share/attacker', await store.get('device-share/victim'))
    await expect(deviceShares.loadDeviceShare('attacker')).rejects.toThrow(DeviceShareUnreadableError)
  })

  it('refuses a damaged or unknown stored record with a typed error', async () => {
    const store = createMemoryStore()
    const deviceShares = createDeviceShareStore({ store })
    await deviceShares.saveDeviceShare('user-1', (await splitWalletSecret(createWalletSecret())).device)
    const record = (await store.get('device-share/user-1')) as { ciphertext: Uint8Array }
    record.ciphertext[0] = (record.ciphertext[0] as number) ^ 1
    await store.set('device-share/user-1', record)
    await expect(deviceShares.loadDeviceShare('user-1')).rejects.toThrow(DeviceShareUnreadableError)

    for (const damaged of ['a string', null, { version: 2 }, { ...record, key: 'not a key' }]) {
      await store.set('device-share/user-2', damaged)
      await expect(deviceShares.loadDeviceShare('user-2')).rejects.toThrow(DeviceShareUnreadableError)
    }
  })
})

function containsRun(haystack: Uint8Array, needle: Uint8Array): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((byte, offset) => haystack[start + offset] === byte)) return true
  }
  return false
}
