import { NonceStoreOptionsError } from '../errors.js'
import type { NonceStore } from './nonceStore.js'

/**
 * Runs one SQL statement with `$1`-style parameters and gives its rows: node-postgres's
 * `(text, values) => pool.query(text, values)` as is; postgres.js's `sql.unsafe(text, values)`
 * (rows as an array) too.
 */
export type PostgresQuery = (
  text: string,
  values: unknown[],
) => Promise<{ rows: readonly Record<string, unknown>[] } | readonly Record<string, unknown>[]>

export type CreatePostgresNonceStoreParameters = {
  query: PostgresQuery
  /** The table, optionally schema-qualified (`auth.siwx_nonces`). @default 'latchkit_siwx_nonces' */
  table?: string
  /**
   * Creates the table and its index if missing, before the first statement. Turn it off when
   * migrations own the schema (see `postgresNonceTableSql`). @default true
   */
  createTable?: boolean
}

const identifier = /^[a-z_][a-z0-9_]{0,62}(\.[a-z_][a-z0-9_]{0,62})?$/

/** The statements that create the nonce table `table`, for a site's own migrations. */
export function postgresNonceTableSql(table = 'latchkit_siwx_nonces'): string[] {
  checkTable(table)
  const indexName = `${table.split('.').at(-1)}_expires_at`
  return [
    `CREATE TABLE IF NOT EXISTS ${table} (nonce text PRIMARY KEY, expires_at bigint NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS ${indexName} ON ${table} (expires_at)`,
  ]
}

function checkTable(table: string): void {
  if (!identifier.test(table))
    throw new NonceStoreOptionsError(
      `The nonce table "${table}" is not a plain lower-case SQL name (optionally schema.table).`,
    )
}

const rowsOf = (result: Awaited<ReturnType<PostgresQuery>>) => ('rows' in result ? result.rows : result)

/**
 * A nonce store in PostgreSQL, which every instance of a site's server shares: a nonce one
 * instance issued is taken once, by whichever instance sees it first, in one `DELETE ... RETURNING`
 * (atomic under concurrency), and refused everywhere after. Expired rows are pruned as nonces are
 * issued. Bring the site's own client; this package adds no driver.
 *
 * @throws {NonceStoreOptionsError} for a table name that is not a plain SQL name.
 * @example
 * import pg from 'pg'
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
 * pool.on('error', (error) => console.error('PostgreSQL dropped an idle connection', error))
 * const nonceStore = createPostgresNonceStore({ query: (text, values) => pool.query(text, values) })
 */
export function createPostgresNonceStore(parameters: CreatePostgresNonceStoreParameters): NonceStore {
  const { query, table = 'latchkit_siwx_nonces', createTable = true } = parameters
  checkTable(table)
  let ready: Promise<void> | undefined
  const prepare = () => {
    if (!createTable) return Promise.resolve()
    ready ??= (async () => {
      // Two instances creating the table at once can collide in the catalogue (23505, 42P07):
      // the other one created it, which is all this wanted.
      for (const statement of postgresNonceTableSql(table))
        await query(statement, []).catch((error: { code?: string }) => {
          if (error?.code !== '23505' && error?.code !== '42P07') throw error
        })
    })().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return ready
  }
  return {
    async save(nonce, expiresAt) {
      await prepare()
      await query(
        `WITH pruned AS (DELETE FROM ${table} WHERE expires_at <= $3) INSERT INTO ${table} (nonce, expires_at) VALUES ($1, $2)`,
        [nonce, Math.floor(expiresAt), Date.now()],
      )
    },
    async consume(nonce, now) {
      await prepare()
      const [row] = rowsOf(await query(`DELETE FROM ${table} WHERE nonce = $1 RETURNING expires_at`, [nonce]))
      return row !== undefined && Number(row.expires_at) > now
    },
  }
}
