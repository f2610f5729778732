import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it, vi } from 'vitest'
import { createDeviceShareStore } from './deviceShareStore.js'
import { KeyStoreUnavailableError } from './errors.js'
import { createIndexedDbStore } from './indexedDbStore.js'
import { createWalletSecret } from './seed.js'
import { splitWalletSecret } from './shares.js'

// fake-indexeddb implements IndexedDB in memory with structured cloning as browsers do; the frame's
// end-to-end test in a real browser covers the browser's own IndexedDB.
describe('the IndexedDB store', () => {
  it('keeps values, CryptoKeys included, across a reload of the frame (a new store on the same database)', async () => {
    const indexedDB = new IDBFactory()
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt'])
    await createIndexedDbStore({ indexedDB }).set('k', { key, bytes: new Uint8Array([1, 2, 3]) })

    const afterReload = createIndexedDbStore({ indexedDB })
    const value = (await afterReload.get('k')) as { key: CryptoKey; bytes: Uint8Array }
    expect(value.key).toBeInstanceOf(CryptoKey)
    expect(value.key.extractable).toBe(false)
    expect(value.bytes).toEqual(new Uint8Array([1, 2, 3]))
    await afterReload.delete('k')
    expect(await afterReload.get('k')).toBeUndefined()
  })

  it('keeps a device share across a reload', async () => {
    const indexedDB = new IDBFactory()
    const { device } = await splitWalletSecret(createWalletSecret())
    await createDeviceShareStore({ store: createIndexedDbStore({ indexedDB }) }).saveDeviceShare(
      'user-1',
      device,
    )
    const afterReload = createDeviceShareStore({ store: createIndexedDbStore({ indexedDB }) })
    expect(await afterReload.loadDeviceShare('user-1')).toEqual(device)
  })

  it('fails with a typed error where the browser has no IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined)
    try {
      await expect(createIndexedDbStore().get('k')).rejects.toThrow(KeyStoreUnavailableError)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('fails with a typed error when the database refuses to open, and opens it on the next call', async () => {
    const real = new IDBFactory()
    let opens = 0
    const flaky = {
      open(name: string, version?: number) {
        opens++
        if (opens === 1) throw new DOMException('The operation is insecure.', 'SecurityError')
        return real.open(name, version)
      },
    } as IDBFactory
    const store = createIndexedDbStore({ indexedDB: flaky })
    await expect(store.get('k')).rejects.toThrow(KeyStoreUnavailableError)
    await store.set('k', 'v')
    expect(await store.get('k')).toBe('v')
    expect(opens).toBe(2)
  })

  it('fails with a typed error when a value cannot be stored', async () => {
    const store = createIndexedDbStore({ indexedDB: new IDBFactory() })
    await expect(store.set('k', () => 'functions do not clone')).rejects.toThrow(KeyStoreUnavailableError)
  })
})
