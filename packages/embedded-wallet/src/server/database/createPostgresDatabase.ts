import pg from 'pg'
import type { SqlDatabase, SqlQuery } from './sqlDatabase.js'

export type CreatePostgresDatabaseParameters = {
  /** `postgres://user:password@host:port/database` */
  url: string
  /** Connections in the pool. @default 10 */
  maxConnections?: number
  /** Told when an idle connection drops (the server restarted); the pool reconnects by itself. */
  onIdleError?: (error: Error) => void
}

/**
 * A PostgreSQL server through a `pg` pool: what several instances of the service share, so that
 * they behave as one (a code one sent, another verifies).
 */
export function createPostgresDatabase(parameters: CreatePostgresDatabaseParameters): SqlDatabase {
  const pool = new pg.Pool({ connectionString: parameters.url, max: parameters.maxConnections ?? 10 })
  // Without a listener node-postgres turns a dropped idle connection into an uncaught exception.
  pool.on('error', (error) => parameters.onIdleError?.(error))
  const queryOn =
    (runner: Pick<pg.Pool, 'query'>): SqlQuery =>
    async (sql, params = []) =>
      (await runner.query(sql, [...params])).rows
  return {
    query: queryOn(pool),
    async transaction(fn) {
      const client = await pool.connect()
      let broken = false
      try {
        await client.query('BEGIN')
        const result = await fn({
          query: queryOn(client),
          // Without parameters node-postgres sends the simple protocol, which takes several statements.
          exec: async (script) => {
            await client.query(script)
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true
        })
        throw error
      } finally {
        // A connection whose rollback failed is in an unknown state: close it rather than reuse it.
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}
