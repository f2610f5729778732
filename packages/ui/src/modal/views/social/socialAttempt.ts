import type { SocialProvider } from '@latchkit/core'
import { kitAttemptStore } from './kitAttemptStore.js'

/** The visitor's social login in progress, or the way it failed. */
export type SocialAttempt =
  | { provider: SocialProvider; status: 'waiting' }
  | { provider: SocialProvider; status: 'failed'; error: unknown }

/** The social login attempt of `kit` (made on first use), shaped for `useSyncExternalStore`. */
export const socialAttempt = kitAttemptStore<SocialAttempt>()
