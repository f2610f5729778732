import type { Storage } from '@latchkit/core'

/** The key the list lives under, next to the kit's own `@latchkit/…` keys. */
export const authorizedExtensionsKey = '@latchkit/polkadot/authorizedExtensions'

/**
 * The extensions the visitor let this site use, remembered between visits. An extension's
 * `enable` prompts for a site it does not know, and the injected API cannot ask whether it knows
 * one: so the kit's restore at start (`reconnect` for every connector) calls `enable` only for
 * these, and a first visit prompts nobody.
 */
export type AuthorizedExtensions = {
  has(key: string): boolean
  add(key: string): void
  remove(key: string): void
}

/** The list in `storage` (`localStorage` by default), in a versioned envelope; anything unreadable is an empty list. */
export function createAuthorizedExtensions(storage: Storage | undefined): AuthorizedExtensions {
  const store = () => {
    try {
      return storage ?? (globalThis as { localStorage?: Storage }).localStorage
    } catch {
      // A page whose storage is blocked remembers nothing.
      return undefined
    }
  }
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(store()?.getItem(authorizedExtensionsKey) ?? 'null')
      const { v, value } = (parsed ?? {}) as { v?: unknown; value?: unknown }
      return v === 1 && Array.isArray(value)
        ? value.filter((key): key is string => typeof key === 'string')
        : []
    } catch {
      return []
    }
  }
  const write = (keys: string[]) => {
    try {
      store()?.setItem(authorizedExtensionsKey, JSON.stringify({ v: 1, value: keys }))
    } catch {
      // Full or blocked: the next visit asks again.
    }
  }
  return {
    has: (key) => read().includes(key),
    add(key) {
      const keys = read()
      if (!keys.includes(key)) write([...keys, key])
    },
    remove(key) {
      const keys = read()
      if (keys.includes(key)) write(keys.filter((known) => known !== key))
    },
  }
}
