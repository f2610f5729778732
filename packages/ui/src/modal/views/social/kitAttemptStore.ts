import type { LatchKit } from '@latchkit/core'

/** A tiny store of one login attempt, shaped for `useSyncExternalStore`. */
export type AttemptStore<attempt> = {
  get(): attempt | undefined
  set(attempt: attempt | undefined): void
  subscribe(listener: () => void): () => void
}

/**
 * One attempt store per kit, made on first use. Per kit, not per view: an attempt outlives the
 * views (the visitor may go back while it runs, and a second kit on the page has its own).
 * @returns the function that gives a kit its store.
 */
export function kitAttemptStore<attempt>(): (kit: LatchKit) => AttemptStore<attempt> {
  const stores = new WeakMap<LatchKit, AttemptStore<attempt>>()
  return (kit) => {
    let store = stores.get(kit)
    if (!store) {
      store = createAttemptStore<attempt>()
      stores.set(kit, store)
    }
    return store
  }
}

function createAttemptStore<attempt>(): AttemptStore<attempt> {
  let current: attempt | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(next) {
      current = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
