import { randomUUID } from 'node:crypto'
import { isSqlError, type SqlTransaction, uniqueViolation } from '../database/sqlDatabase.js'

/** A user; `email` is null for one who signed in only with a provider that shares none. */
export type User = { id: string; email: string | null; createdAt: Date }

type Sql = Pick<SqlTransaction, 'query'>
type UserRow = { id: string; email: string | null; created_at: Date }
const toUser = (row: UserRow): User => ({ id: row.id, email: row.email, createdAt: row.created_at })

/** The user with this (lower-cased) email, made on the first sign-in; records the login. */
export async function recordLogin(sql: Sql, email: string, now: Date): Promise<User> {
  const [row] = await sql.query<UserRow>(
    `INSERT INTO users (id, email, created_at, last_login_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (email) DO UPDATE SET last_login_at = excluded.last_login_at
     RETURNING id, email, created_at`,
    [randomUUID(), email, now],
  )
  return toUser(row as UserRow)
}

export async function findUser(sql: Sql, id: string): Promise<User | undefined> {
  const [row] = await sql.query<UserRow>('SELECT id, email, created_at FROM users WHERE id = $1', [id])
  return row && toUser(row)
}

/** Gives the user a new email; `'taken'` when another user has it. */
export async function changeUserEmail(sql: Sql, id: string, email: string): Promise<User | 'taken'> {
  try {
    const [row] = await sql.query<UserRow>(
      'UPDATE users SET email = $2 WHERE id = $1 RETURNING id, email, created_at',
      [id, email],
    )
    return toUser(row as UserRow)
  } catch (error) {
    if (isSqlError(error, uniqueViolation)) return 'taken'
    throw error
  }
}
