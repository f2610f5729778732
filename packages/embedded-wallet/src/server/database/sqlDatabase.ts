/** Runs one SQL statement with `$1`-style parameters and gives its rows. */
export type SqlQuery = <row extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params?: readonly unknown[],
) => Promise<row[]>

/** What a statement inside a transaction runs on. */
export type SqlTransaction = {
  query: SqlQuery
  /** Runs a script of several statements without parameters (a migration). */
  exec: (script: string) => Promise<void>
}

/**
 * The service's whole view of its database: PostgreSQL's dialect, through one of two drivers
 * (`createPgliteDatabase`, `createPostgresDatabase`). Inside `transaction(fn)` every statement
 * must go through the transaction `fn` is given: PGlite has one connection, so a statement on the
 * database itself would wait for the transaction to end.
 */
export type SqlDatabase = {
  query: SqlQuery
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction: <result>(fn: (transaction: SqlTransaction) => Promise<result>) => Promise<result>
  close: () => Promise<void>
}

/** The SQLSTATE of a unique violation (a row with that key exists). */
export const uniqueViolation = '23505'

/** Whether `error` is a database error with SQLSTATE `code` (both drivers set `code`). */
export function isSqlError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code
}
