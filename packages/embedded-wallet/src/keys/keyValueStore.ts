/**
 * Where the frame keeps what must survive a reload: values are structured-clonable (a CryptoKey,
 * Uint8Arrays, plain objects), so a non-extractable CryptoKey is stored as itself, never as bytes.
 * `createIndexedDbStore` is the frame's; `createMemoryStore` keeps values in a Map (tests, and a
 * browser that refuses IndexedDB, where the device share then lasts for the page's life only).
 */
export type KeyValueStore = {
  /** The value under `key`, or `undefined`. */
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

/** A `KeyValueStore` over a Map; values are structured-cloned in and out, as IndexedDB does. */
export function createMemoryStore(): KeyValueStore & { readonly entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>()
  return {
    entries,
    async get(key) {
      return entries.has(key) ? structuredClone(entries.get(key)) : undefined
    },
    async set(key, value) {
      entries.set(key, structuredClone(value))
    },
    async delete(key) {
      entries.delete(key)
    },
  }
}
