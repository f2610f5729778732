import { randomUUID } from 'node:crypto'
import type { SqlTransaction } from '../database/sqlDatabase.js'
import type { SocialIdentity } from '../social/providers/socialProvider.js'
import type { User } from './usersStore.js'

type Sql = Pick<SqlTransaction, 'query'>

/**
 * The user of a provider account (a social provider's, or a Farcaster id under `farcaster`), made
 * on its first sign-in (with no email: an identity is never joined to a user by its email or a
 * name); records the login and the username the provider gave now.
 */
export async function recordSocialLogin(
  sql: Sql,
  identity: { provider: string; subject: string; username: string },
  now: Date,
): Promise<User> {
  const [known] = await sql.query<{ id: string; email: string | null; created_at: Date }>(
    `UPDATE social_identities SET username = $3, last_login_at = $4
     FROM users WHERE social_identities.provider = $1 AND social_identities.subject = $2
       AND users.id = social_identities.user_id
     RETURNING users.id, users.email, users.created_at`,
    [identity.provider, identity.subject, identity.username, now],
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
    [identity.provider, identity.subject, id, identity.username, now],
  )
  return { id, email: null, createdAt: now }
}

/** The provider and username a user signed in with, if they did by social login. */
export async function findSocialIdentity(
  sql: Sql,
  userId: string,
): Promise<Pick<SocialIdentity, 'provider' | 'username'> | undefined> {
  const [row] = await sql.query<{ provider: SocialIdentity['provider']; username: string }>(
    'SELECT provider, username FROM social_identities WHERE user_id = $1 ORDER BY last_login_at DESC LIMIT 1',
    [userId],
  )
  return row && { provider: row.provider, username: row.username }
}
