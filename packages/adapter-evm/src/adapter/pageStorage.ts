import { createStorage, deserialize, type Storage } from '@wagmi/core'

/**
 * The page's `localStorage` where it works, memory where it does not: storage that is blocked
 * (touching it throws), full (writes throw) or holds what wagmi cannot read (corrupt or foreign
 * values) costs the visitor the remembered connection at worst, never the page. wagmi's own
 * default reads `window.localStorage` unguarded, which throws on a page with storage blocked.
 */
export function createPageStorage(): Storage {
  const memory = new Map<string, string>()
  // Read on every call: touching it may throw (blocked storage), as may any of its methods.
  const page = () => globalThis.localStorage
  const attempt = <result>(action: () => result, fallback: result) => {
    try {
      return action()
    } catch {
      return fallback
    }
  }
  return createStorage({
    storage: {
      getItem: (key) => memory.get(key) ?? attempt(() => page().getItem(key), null),
      setItem: (key, value) => {
        // A write the page storage refuses (full, blocked) is kept in memory for the visit.
        const written = attempt(() => {
          page().setItem(key, value)
          return true
        }, false)
        if (written) memory.delete(key)
        else memory.set(key, value)
      },
      removeItem: (key) => {
        memory.delete(key)
        attempt(() => page().removeItem(key), undefined)
      },
    },
    // A value wagmi cannot read is as good as none.
    deserialize: (value) => attempt(() => deserialize(value), null),
  })
}
