import type { Storage } from '../contracts/storage.js'

/**
 * The page's `localStorage` when it can be read; `undefined` outside a browser and where touching
 * it throws (blocked storage, a sandboxed frame). A storage that reads but refuses writes (full,
 * or Safari private mode's zero quota) is kept: the kit storage falls back to memory per write.
 */
export function getBrowserStorage(): Storage | undefined {
  try {
    const storage: Storage | undefined = globalThis.localStorage
    storage?.getItem('@latchkit/probe')
    return storage
  } catch {
    return undefined
  }
}
