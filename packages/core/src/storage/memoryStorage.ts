import type { Storage } from '../contracts/storage.js'

/** A `Storage` kept in memory, for servers, tests and as the fallback of a failing storage. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
