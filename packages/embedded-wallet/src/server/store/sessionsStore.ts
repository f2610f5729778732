import { randomUUID } from 'node:crypto'
import { createRefreshToken, hashRefreshToken } from '../crypto/refreshToken.js'
import type { SqlDatabase, SqlTransaction } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

export type SessionGrant = { sessionId: string; userId: string; projectId: string; refreshToken: string }

/** Opens a session (a refresh-token family) and gives its first refresh token. */
export async function openSession(
  sql: Sql,
  parameters: { userId: string; projectId: string; now: Date; idleMs: number },
): Promise<SessionGrant> {
  const sessionId = randomUUID()
  await sql.query('INSERT INTO sessions (id, user_id, project_id, created_at) VALUES ($1, $2, $3, $4)', [
    sessionId,
    parameters.userId,
    parameters.projectId,
    parameters.now,
  ])
  const refreshToken = await addRefreshToken(sql, sessionId, parameters.now, parameters.idleMs)
  return { sessionId, userId: parameters.userId, projectId: parameters.projectId, refreshToken }
}

async function addRefreshToken(sql: Sql, sessionId: string, now: Date, idleMs: number): Promise<string> {
  const refreshToken = createRefreshToken()
  await sql.query(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hashRefreshToken(refreshToken), sessionId, now, new Date(now.getTime() + idleMs)],
  )
  return refreshToken
}

/** Why a refresh token was refused: `reused` has revoked the whole session. */
export type RefreshRefusal = 'unknown' | 'expired' | 'revoked' | 'reused'

/**
 * Trades a refresh token for a new one of the same session. The old one is kept, marked rotated:
 * presenting it again means two parties hold the session's tokens, so the session is revoked.
 * The token's row is locked, so two instances rotating it at once yield one winner and one reuse.
 */
export async function rotateRefreshToken(
  database: SqlDatabase,
  parameters: { refreshToken: string; now: Date; idleMs: number },
): Promise<SessionGrant | { refused: RefreshRefusal }> {
  const { now } = parameters
  return database.transaction(async (transaction) => {
    const [row] = await transaction.query<{
      session_id: string
      user_id: string
      project_id: string
      expires_at: Date
      rotated_at: Date | null
      revoked_at: Date | null
    }>(
      `SELECT t.session_id, s.user_id, s.project_id, t.expires_at, t.rotated_at, s.revoked_at
       FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
       WHERE t.token_hash = $1 FOR UPDATE`,
      [hashRefreshToken(parameters.refreshToken)],
    )
    if (!row) return { refused: 'unknown' }
    if (row.revoked_at) return { refused: 'revoked' }
    if (row.rotated_at) {
      await revokeSession(transaction, row.session_id, now)
      return { refused: 'reused' }
    }
    if (row.expires_at.getTime() <= now.getTime()) return { refused: 'expired' }
    await transaction.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [
      hashRefreshToken(parameters.refreshToken),
      now,
    ])
    // Rotated tokens are kept only while they could still have been used.
    await transaction.query('DELETE FROM refresh_tokens WHERE session_id = $1 AND expires_at <= $2', [
      row.session_id,
      now,
    ])
    const refreshToken = await addRefreshToken(transaction, row.session_id, now, parameters.idleMs)
    return { sessionId: row.session_id, userId: row.user_id, projectId: row.project_id, refreshToken }
  })
}

/** The session a refresh token belongs to, if the token is known. */
export async function findSessionOfRefreshToken(
  sql: Sql,
  refreshToken: string,
): Promise<{ sessionId: string; userId: string } | undefined> {
  const [row] = await sql.query<{ session_id: string; user_id: string }>(
    `SELECT t.session_id, s.user_id FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
     WHERE t.token_hash = $1`,
    [hashRefreshToken(refreshToken)],
  )
  return row && { sessionId: row.session_id, userId: row.user_id }
}

/** Ends a session: its refresh tokens and its access tokens are refused from now on. */
export async function revokeSession(sql: Sql, sessionId: string, now: Date): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ])
}

/** Whether the session exists and is not revoked. */
export async function isSessionActive(sql: Sql, sessionId: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM sessions WHERE id = $1 AND revoked_at IS NULL', [sessionId])
  return rows.length > 0
}
