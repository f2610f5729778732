import { createStorage, deserialize, type Storage } from '@wagmi/core'

/** The shape wagmi's `createStorage` keeps its state in (a subset of `window.localStorage`). */
type BaseStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * The page's `localStorage` where it works, memory where it does not: storage that is blocked
 * (touching it throws), full (writes throw) or holds what wagmi cannot read (corrupt or foreign
 * values) costs the visitor the remembered connection at worst, never the page. wagmi's own
 * default reads `window.localStorage` unguarded, which throws on a page with storage blocked.
 */
export function createPageStorage(): Storage {
  const memory = new Map<string, string>()
  const page = (() => {
    try {
      const storage: BaseStorage | undefined = globalThis.localStorage
      storage?.getItem('wagmi.probe')
      return storage
    } catch {
      return undefined
    }
  })()
  const base: BaseStorage = {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null
      try {
        return page?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    setItem(key, value) {
      if (page)
        try {
          page.setItem(key, value)
          memory.delete(key)
          return
        } catch {
          // Full: kept in memory for this visit.
        }
      memory.set(key, value)
    },
    removeItem(key) {
      memory.delete(key)
      try {
        page?.removeItem(key)
      } catch {
        // Nothing kept there to remove.
      }
    },
  }
  return createStorage({
    storage: base,
    // A value wagmi cannot read is as good as none.
    deserialize: <type>(value: string): type => {
      try {
        return deserialize<type>(value)
      } catch {
        return null as type
      }
    },
  })
}
