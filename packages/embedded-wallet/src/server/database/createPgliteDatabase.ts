import { PGlite } from '@electric-sql/pglite'
import type { SqlDatabase, SqlQuery } from './sqlDatabase.js'

export type CreatePgliteDatabaseParameters = {
  /** A directory to keep the data in across restarts. @default in memory, lost on close */
  dataDir?: string
}

/**
 * The embedded default: PGlite, PostgreSQL compiled to WebAssembly, running inside the service's
 * process. Nothing to install, and the same SQL dialect as a PostgreSQL server, so one set of
 * migrations serves both drivers. One process only: several instances need `createPostgresDatabase`.
 */
export async function createPgliteDatabase(
  parameters: CreatePgliteDatabaseParameters = {},
): Promise<SqlDatabase> {
  const database =
    parameters.dataDir === undefined ? await PGlite.create() : await PGlite.create(parameters.dataDir)
  const queryOn =
    (runner: Pick<PGlite, 'query'>): SqlQuery =>
    async (sql, params = []) =>
      (await runner.query(sql, [...params])).rows as never
  return {
    query: queryOn(database),
    transaction: (fn) =>
      database.transaction((transaction) =>
        fn({
          query: queryOn(transaction),
          exec: async (script) => {
            await transaction.exec(script)
          },
        }),
      ),
    close: () => database.close(),
  }
}
