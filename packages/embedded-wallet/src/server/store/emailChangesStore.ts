import type { SqlTransaction } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

export type EmailChangeState = 'awaiting-primary' | 'awaiting-secondary' | 'done'
export type EmailChange = { newEmail: string; state: EmailChangeState; updatedAt: Date }

/** Records where a user's email change stands (one change at a time: a new start replaces it). */
export async function saveEmailChange(
  sql: Sql,
  userId: string,
  change: { newEmail: string; state: EmailChangeState; now: Date },
): Promise<void> {
  await sql.query(
    `INSERT INTO email_changes (user_id, new_email, state, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, state = excluded.state,
       updated_at = excluded.updated_at`,
    [userId, change.newEmail, change.state, change.now],
  )
}

export async function findEmailChange(sql: Sql, userId: string): Promise<EmailChange | undefined> {
  const [row] = await sql.query<{ new_email: string; state: EmailChangeState; updated_at: Date }>(
    'SELECT new_email, state, updated_at FROM email_changes WHERE user_id = $1',
    [userId],
  )
  return row && { newEmail: row.new_email, state: row.state, updatedAt: row.updated_at }
}
