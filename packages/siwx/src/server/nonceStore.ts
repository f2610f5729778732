/**
 * Where the server keeps the nonces it issued until they are used. Back it with the site's
 * database or cache for several server processes; `createMemoryNonceStore` serves one process.
 */
export type NonceStore = {
  /** Remembers `nonce` as issued and unused until `expiresAt` (milliseconds since the epoch). */
  save(nonce: string, expiresAt: number): Promise<void> | void
  /**
   * Marks `nonce` used. Resolves true only the first time for a nonce issued and unexpired at
   * `now`; must be atomic, so two simultaneous requests cannot both succeed.
   */
  consume(nonce: string, now: number): Promise<boolean> | boolean
}

/** A nonce store in this process's memory; expired nonces are dropped as new ones are saved. */
export function createMemoryNonceStore(): NonceStore {
  const issued = new Map<string, number>()
  return {
    save(nonce, expiresAt) {
      const now = Date.now()
      for (const [kept, expiry] of issued) if (expiry <= now) issued.delete(kept)
      issued.set(nonce, expiresAt)
    },
    consume(nonce, now) {
      const expiresAt = issued.get(nonce)
      issued.delete(nonce)
      return expiresAt !== undefined && expiresAt > now
    },
  }
}
