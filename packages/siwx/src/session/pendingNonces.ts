/**
 * The nonces this page put into sign-in messages and that no session has used yet: a signed
 * message is kept at most once, and only if it was made here (a replayed or foreign message is
 * refused). Held in memory: a message made before a reload is simply made again.
 */
export function createPendingNonces(limit = 32) {
  const pending: string[] = []
  return {
    issue(nonce: string) {
      pending.push(nonce)
      // A visitor who opens the sign-in view many times without signing keeps only the newest.
      if (pending.length > limit) pending.shift()
    },
    /** Whether `nonce` was pending; it no longer is. */
    take(nonce: string): boolean {
      const index = pending.indexOf(nonce)
      if (index < 0) return false
      pending.splice(index, 1)
      return true
    },
  }
}
