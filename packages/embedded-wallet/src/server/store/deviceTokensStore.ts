import { createSecretToken, hashSecretToken } from '../crypto/secretToken.js'
import type { SqlTransaction } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

/** Device tokens a user keeps; a sign-in beyond that drops the oldest. */
export const maxDeviceTokensPerUser = 20

/**
 * Gives the browser that just signed in a new device token (kept as its SHA-256). The token it
 * presented, when it is this user's for this project, is deleted: each sign-in rotates it.
 */
export async function issueDeviceToken(
  sql: Sql,
  parameters: { userId: string; projectId: string; presentedToken: string | undefined; now: Date },
): Promise<string> {
  const { userId, projectId, presentedToken, now } = parameters
  if (presentedToken !== undefined)
    await sql.query('DELETE FROM device_tokens WHERE token_hash = $1 AND user_id = $2 AND project_id = $3', [
      hashSecretToken(presentedToken),
      userId,
      projectId,
    ])
  const deviceToken = createSecretToken()
  await sql.query(
    `INSERT INTO device_tokens (token_hash, user_id, project_id, created_at, last_used_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [hashSecretToken(deviceToken), userId, projectId, now],
  )
  await sql.query(
    `DELETE FROM device_tokens WHERE user_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM device_tokens WHERE user_id = $1
       ORDER BY created_at DESC, token_hash LIMIT $2)`,
    [userId, maxDeviceTokensPerUser],
  )
  return deviceToken
}

/**
 * Whether `deviceToken` is a stored token of the user with this email, for this project; when it
 * is, its last use is recorded. A browser without such a token learns nothing about the address.
 */
export async function useDeviceToken(
  sql: Sql,
  parameters: { deviceToken: string; email: string; projectId: string; now: Date },
): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE device_tokens AS token SET last_used_at = $4
     FROM users
     WHERE token.token_hash = $1 AND token.project_id = $2 AND users.id = token.user_id AND users.email = $3
     RETURNING 1`,
    [hashSecretToken(parameters.deviceToken), parameters.projectId, parameters.email, parameters.now],
  )
  return rows.length > 0
}
