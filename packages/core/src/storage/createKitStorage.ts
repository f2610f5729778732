import { consoleLogger, type Logger } from '../contracts/logger.js'
import type { KitStorage, Storage, StorageKey } from '../contracts/storage.js'
import { getBrowserStorage } from './browserStorage.js'
import { decodeStoredValue, encodeStoredValue, toStorageItemKey } from './codec.js'
import { createMemoryStorage } from './memoryStorage.js'

export type CreateKitStorageParameters = {
  /**
   * Where values are kept.
   * @default the page's localStorage, or memory where there is none (servers, blocked storage)
   */
  storage?: Storage | undefined
  /**
   * Receives reports of ignored values and refused writes.
   * @default the console
   */
  logger?: Logger | undefined
}

/**
 * The kit's typed storage (spec section 3): every value under `@latchkit/<key>`, in a versioned
 * envelope, checked against the key's schema on read. It never throws: a missing, corrupt or
 * foreign value reads as `undefined` and is reported once; a write the storage refuses (full,
 * unavailable) is kept in memory for the rest of the visit.
 *
 * @example
 * const storage = createKitStorage()
 * storage.set('activeNamespace', 'eip155')
 * storage.get('activeNamespace') // 'eip155'
 */
export function createKitStorage(parameters: CreateKitStorageParameters = {}): KitStorage {
  const logger = parameters.logger ?? consoleLogger
  const storage = parameters.storage ?? getBrowserStorage() ?? createMemoryStorage()
  // Values the storage refused to take; they shadow what it holds until written again.
  const refusedWrites = new Map<string, string>()
  const reported = new Set<string>()

  function reportOnce(message: string, detail?: unknown) {
    if (reported.has(message)) return
    reported.add(message)
    logger.warn(message, detail)
  }

  function read(itemKey: string): string | null {
    const refused = refusedWrites.get(itemKey)
    if (refused !== undefined) return refused
    try {
      return storage.getItem(itemKey)
    } catch (error) {
      reportOnce(`Storage could not be read (${itemKey}); using defaults`, error)
      return null
    }
  }

  return {
    get(key) {
      const itemKey = toStorageItemKey(key)
      const text = read(itemKey)
      if (text === null || text === undefined) return undefined
      const result = decodeStoredValue(key, text)
      if ('problem' in result) {
        reportOnce(`Ignoring stored ${itemKey}: ${result.problem}`)
        return undefined
      }
      return result.value
    },
    set(key, value) {
      const itemKey = toStorageItemKey(key)
      let text: string
      try {
        text = encodeStoredValue(key, value)
      } catch (error) {
        reportOnce(`Cannot store ${itemKey}: the value is not JSON`, error)
        return
      }
      try {
        storage.setItem(itemKey, text)
        refusedWrites.delete(itemKey)
      } catch (error) {
        refusedWrites.set(itemKey, text)
        reportOnce(`Storage refused ${itemKey}; keeping it in memory for this visit`, error)
      }
    },
    remove(key: StorageKey) {
      const itemKey = toStorageItemKey(key)
      refusedWrites.delete(itemKey)
      try {
        storage.removeItem(itemKey)
      } catch (error) {
        reportOnce(`Storage could not remove ${itemKey}`, error)
      }
    },
  }
}
