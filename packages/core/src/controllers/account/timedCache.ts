import type { KitStorage, StoredValues } from '../../contracts/storage.js'

type TimedKey = 'balanceCache' | 'identityCache' | 'nameCache' | 'nativeBalanceCache'
type Entry<key extends TimedKey> = NonNullable<StoredValues[key]>[string]

/**
 * A cache kept in storage whose entries expire `ttlMs` after they were written, by the injected
 * clock. Expired entries read as missing.
 */
export function createTimedCache<key extends TimedKey>(parameters: {
  storage: KitStorage
  key: key
  ttlMs: number
  now: () => number
}) {
  const { storage, key, ttlMs, now } = parameters
  return {
    get(id: string): Entry<key> | undefined {
      const entry = storage.get(key)?.[id] as Entry<key> | undefined
      if (!entry || now() - entry.timestamp >= ttlMs) return undefined
      return entry
    },
    set(id: string, value: Omit<Entry<key>, 'timestamp'>) {
      const entries = { ...storage.get(key) } as Record<string, Entry<key>>
      // Expired entries are dropped on write so the stored value does not grow forever.
      for (const [other, entry] of Object.entries(entries))
        if (now() - entry.timestamp >= ttlMs) delete entries[other]
      entries[id] = { ...value, timestamp: now() } as Entry<key>
      storage.set(key, entries as StoredValues[key])
    },
    /** Drops the entries whose id starts with `prefix` (a namespace's or a network's entries). */
    forget(prefix: string) {
      const entries = { ...storage.get(key) } as Record<string, Entry<key>>
      const kept = Object.entries(entries).filter(([id]) => !id.startsWith(prefix))
      if (kept.length === Object.keys(entries).length) return
      storage.set(key, Object.fromEntries(kept) as StoredValues[key])
    },
  }
}
