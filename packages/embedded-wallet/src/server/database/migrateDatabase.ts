import { migrations as serviceMigrations } from './migrations.js'
import type { SqlDatabase } from './sqlDatabase.js'

// Any constant: the advisory lock that makes instances starting together migrate one at a time.
const migrationLockId = 7_301_246_571

/**
 * Applies the migrations `database` has not recorded in `schema_migrations`, all in one
 * transaction. The transaction first takes an advisory lock, so a second instance starting at the
 * same time waits, then finds them applied. Returns the versions it applied.
 */
export async function migrateDatabase(
  database: SqlDatabase,
  migrations: readonly { version: number; sql: string }[] = serviceMigrations,
): Promise<number[]> {
  return database.transaction(async (transaction) => {
    await transaction.query('SELECT pg_advisory_xact_lock($1)', [migrationLockId])
    await transaction.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL)',
    )
    const applied = new Set(
      (await transaction.query<{ version: number }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    )
    const pending = migrations.filter((migration) => !applied.has(migration.version))
    for (const migration of [...pending].sort((a, b) => a.version - b.version)) {
      await transaction.exec(migration.sql)
      await transaction.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [
        migration.version,
      ])
    }
    return pending.map((migration) => migration.version)
  })
}
