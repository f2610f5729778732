import { kitAttemptStore } from './kitAttemptStore.js'

/** The visitor's Farcaster login in progress, or the way it failed. */
export type FarcasterAttempt = { status: 'waiting' } | { status: 'failed'; error: unknown }

/** The Farcaster login attempt of `kit` (made on first use), shaped for `useSyncExternalStore`. */
export const farcasterAttempt = kitAttemptStore<FarcasterAttempt>()
