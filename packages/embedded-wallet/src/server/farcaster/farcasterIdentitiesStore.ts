import { randomUUID } from 'node:crypto'
import type { SqlTransaction } from '../database/sqlDatabase.js'
import type { User } from '../store/usersStore.js'

type Sql = Pick<SqlTransaction, 'query'>

/** Farcaster identities live beside the social providers' ones, under this provider name. */
const provider = 'farcaster'

/**
 * The user of a Farcaster id, made on its first sign-in (with no email: an fid is never joined to
 * a user by an email or a name); records the login and the username the app gave now.
 */
export async function recordFarcasterLogin(
  sql: Sql,
  identity: { fid: number; username: string },
  now: Date,
): Promise<User> {
  const subject = String(identity.fid)
  const [known] = await sql.query<{ id: string; email: string | null; created_at: Date }>(
    `UPDATE social_identities SET username = $3, last_login_at = $4
     FROM users WHERE social_identities.provider = $1 AND social_identities.subject = $2
       AND users.id = social_identities.user_id
     RETURNING users.id, users.email, users.created_at`,
    [provider, subject, identity.username, now],
  )
  if (known) {
    await sql.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [known.id, now])
    return { id: known.id, email: known.email, createdAt: known.created_at }
  }
  const id = randomUUID()
  await sql.query('INSERT INTO users (id, email, created_at, last_login_at) VALUES ($1, NULL, $2, $2)', [
    id,
    now,
  ])
  await sql.query(
    `INSERT INTO social_identities (provider, subject, user_id, username, created_at, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [provider, subject, id, identity.username, now],
  )
  return { id, email: null, createdAt: now }
}
