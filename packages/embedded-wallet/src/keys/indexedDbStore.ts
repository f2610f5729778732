import { KeyStoreUnavailableError } from './errors.js'
import type { KeyValueStore } from './keyValueStore.js'

export type IndexedDbStoreParameters = {
  /** @default 'latchkit-embedded-wallet' */
  databaseName?: string
  /** @default 'keys' */
  storeName?: string
  /** The IndexedDB factory. @default globalThis.indexedDB */
  indexedDB?: IDBFactory
}

const databaseVersion = 1

/**
 * A `KeyValueStore` in the frame origin's IndexedDB: one object store, values kept by structured
 * clone (a CryptoKey stays a non-extractable CryptoKey). The database opens on first use; a failed
 * open is forgotten, so the next call tries again. Failures throw `KeyStoreUnavailableError`.
 *
 * @example
 * const store = createIndexedDbStore()
 * const deviceShares = createDeviceShareStore({ store })
 */
export function createIndexedDbStore(parameters: IndexedDbStoreParameters = {}): KeyValueStore {
  const databaseName = parameters.databaseName ?? 'latchkit-embedded-wallet'
  const storeName = parameters.storeName ?? 'keys'
  let opening: Promise<IDBDatabase> | undefined

  function database(): Promise<IDBDatabase> {
    if (opening) return opening
    const forget = () => {
      opening = undefined
    }
    opening = openDatabase(parameters.indexedDB ?? globalThis.indexedDB, databaseName, storeName, forget)
    opening.catch(forget)
    return opening
  }

  async function run<value>(
    operation: string,
    mode: IDBTransactionMode,
    request: (store: IDBObjectStore) => IDBRequest<value>,
  ): Promise<value> {
    const db = await database()
    return new Promise<value>((resolve, reject) => {
      let result: value
      let transaction: IDBTransaction
      try {
        transaction = db.transaction(storeName, mode)
        const pending = request(transaction.objectStore(storeName))
        pending.onsuccess = () => {
          result = pending.result
        }
      } catch (cause) {
        reject(new KeyStoreUnavailableError({ operation, cause }))
        return
      }
      // Resolve on commit, not on the request's success: a write is durable only then.
      transaction.oncomplete = () => resolve(result)
      transaction.onerror = () =>
        reject(new KeyStoreUnavailableError({ operation, cause: transaction.error }))
      transaction.onabort = () =>
        reject(new KeyStoreUnavailableError({ operation, cause: transaction.error }))
    })
  }

  return {
    get: (key) => run('read', 'readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('write', 'readwrite', (store) => store.put(value, key))
    },
    delete: async (key) => {
      await run('delete', 'readwrite', (store) => store.delete(key))
    },
  }
}

function openDatabase(
  factory: IDBFactory | undefined,
  name: string,
  storeName: string,
  onClosed: () => void,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (!factory) {
      reject(new KeyStoreUnavailableError({ operation: 'open (no IndexedDB in this browser)' }))
      return
    }
    let request: IDBOpenDBRequest
    try {
      request = factory.open(name, databaseVersion)
    } catch (cause) {
      reject(new KeyStoreUnavailableError({ operation: 'open', cause }))
      return
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName)
    }
    request.onsuccess = () => {
      const db = request.result
      // Another tab of the frame upgrading the database: step aside rather than block it, and open
      // again on the next call. The browser may also close it (storage cleared).
      db.onversionchange = () => {
        db.close()
        onClosed()
      }
      db.onclose = onClosed
      resolve(db)
    }
    request.onerror = () => reject(new KeyStoreUnavailableError({ operation: 'open', cause: request.error }))
  })
}
