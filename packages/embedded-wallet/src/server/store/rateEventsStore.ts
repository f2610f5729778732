import type { SqlDatabase } from '../database/sqlDatabase.js'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number }

/**
 * Counts an event under `key` unless `limit` events already fell within the last `windowMs`.
 * The key's advisory lock makes the check and the insert one step across instances. Refused
 * events are not counted, so a flood does not prolong the wait of the address it targets.
 */
export async function takeRateSlot(
  database: SqlDatabase,
  parameters: { key: string; limit: number; windowMs: number; now: Date },
): Promise<RateDecision> {
  const { key, now } = parameters
  const windowStart = new Date(now.getTime() - parameters.windowMs)
  return database.transaction(async (transaction) => {
    await transaction.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key])
    await transaction.query('DELETE FROM rate_events WHERE key = $1 AND at <= $2', [key, windowStart])
    const events = await transaction.query<{ at: Date }>(
      'SELECT at FROM rate_events WHERE key = $1 ORDER BY at ASC',
      [key],
    )
    if (events.length >= parameters.limit) {
      // A slot frees when the oldest event that keeps the count at the limit leaves the window.
      const freeing = events[events.length - parameters.limit]?.at ?? now
      return {
        allowed: false,
        retryAfterMs: Math.max(1, freeing.getTime() + parameters.windowMs - now.getTime()),
      }
    }
    await transaction.query('INSERT INTO rate_events (key, at) VALUES ($1, $2)', [key, now])
    return { allowed: true }
  })
}
