import { base64urlnopad } from '@scure/base'

/** What the frame holds of a social login it began: the secret the service releases the session to. */
export type SocialAttempt = { attemptId: string; secret: string }

/** A stored attempt is kept no longer than the service keeps it (10 minutes). */
const storedAttemptTtlMs = 10 * 60_000

type Stored = Record<string, { secret: string; at: number }>

/**
 * The frame's social login attempts (SECURITY.md, "Social login"): each made with a fresh 256-bit
 * secret whose SHA-256 alone goes to the service. The secret stays in memory; an attempt whose page
 * leaves for the provider (a blocked popup) is also kept in the frame origin's storage, so the
 * frame that loads when the visitor comes back can claim its result. Never sent to the site.
 */
export function createSocialAttempts(parameters: {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  projectId: string
  now?: () => number
}) {
  const { storage } = parameters
  const now = parameters.now ?? Date.now
  const key = `latchkit-wallet:social:${parameters.projectId}`
  const inMemory = new Map<string, string>()

  function readStored(): Stored {
    try {
      const value = JSON.parse(storage.getItem(key) ?? '{}') as unknown
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
      const fresh: Stored = {}
      for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
        const { secret, at } = (entry ?? {}) as { secret?: unknown; at?: unknown }
        if (typeof secret === 'string' && typeof at === 'number' && now() - at < storedAttemptTtlMs)
          fresh[id] = { secret, at }
      }
      return fresh
    } catch {
      return {}
    }
  }

  function writeStored(value: Stored) {
    if (Object.keys(value).length === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(value))
  }

  return {
    /** A new secret and the hash the service is given (both unpadded base64url). */
    async newSecret(): Promise<{ secret: string; secretHash: string }> {
      const secret = base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret))
      return { secret, secretHash: base64urlnopad.encode(new Uint8Array(digest)) }
    },
    /** Keeps the attempt's secret; `survivesReload` for a page about to leave for the provider. */
    keep(attempt: SocialAttempt, options: { survivesReload: boolean }) {
      inMemory.set(attempt.attemptId, attempt.secret)
      if (options.survivesReload)
        writeStored({ ...readStored(), [attempt.attemptId]: { secret: attempt.secret, at: now() } })
    },
    /** The secret of `attemptId`, if this frame (or one before a redirect) made it. */
    secretOf(attemptId: string): string | undefined {
      return inMemory.get(attemptId) ?? readStored()[attemptId]?.secret
    },
    /** Forgets the attempt (its result was taken, or it was abandoned). */
    forget(attemptId: string) {
      inMemory.delete(attemptId)
      const stored = readStored()
      delete stored[attemptId]
      writeStored(stored)
    },
  }
}

export type SocialAttempts = ReturnType<typeof createSocialAttempts>
