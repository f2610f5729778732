import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import { migrateDatabase } from './migrateDatabase.js'
import type { SqlDatabase } from './sqlDatabase.js'

/**
 * Where the service keeps its data. PGlite (the default) runs PostgreSQL inside the process, in
 * memory or in `dataDir`; `postgres` connects to a server, which several instances can share.
 */
export type DatabaseConfig = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string }

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: DatabaseConfig,
  parameters: { onIdleError?: (error: Error) => void } = {},
): Promise<SqlDatabase> {
  const database =
    config.kind === 'postgres'
      ? createPostgresDatabase({ url: config.url, ...parameters })
      : await createPgliteDatabase(config.dataDir === undefined ? {} : { dataDir: config.dataDir })
  try {
    await migrateDatabase(database)
    return database
  } catch (error) {
    await database.close().catch(() => {})
    throw error
  }
}
