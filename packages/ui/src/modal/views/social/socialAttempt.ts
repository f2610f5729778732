import type { LatchKit, SocialProvider } from '@latchkit/core'

/** The visitor's social login in progress, or the way it failed. */
export type SocialAttempt =
  | { provider: SocialProvider; status: 'waiting' }
  | { provider: SocialProvider; status: 'failed'; error: unknown }

/** A tiny store of one kit's social login attempt, shaped for `useSyncExternalStore`. */
export type SocialAttemptStore = {
  get(): SocialAttempt | undefined
  set(attempt: SocialAttempt | undefined): void
  subscribe(listener: () => void): () => void
}

// One store per kit: the attempt outlives the views (the visitor may go back while it runs).
const stores = new WeakMap<LatchKit, SocialAttemptStore>()

/** The social login attempt of `kit`, made on first use. */
export function socialAttempt(kit: LatchKit): SocialAttemptStore {
  let store = stores.get(kit)
  if (!store) {
    store = createSocialAttemptStore()
    stores.set(kit, store)
  }
  return store
}

function createSocialAttemptStore(): SocialAttemptStore {
  let current: SocialAttempt | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(attempt) {
      current = attempt
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
