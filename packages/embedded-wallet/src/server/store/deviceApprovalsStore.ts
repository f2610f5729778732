import type { DeviceApprovalState } from '../api.js'
import { createSecretToken, hashSecretToken } from '../crypto/secretToken.js'
import type { SqlTransaction } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

/** Approvals are deleted this long after they expired (they hold an address and a User-Agent). */
const keepExpiredMs = 60 * 60_000

/** A new approval's two secrets: the id goes to the asking browser only, the link token to the email only. */
export type NewDeviceApproval = { deviceApprovalId: string; linkToken: string }

/** Records a pending approval of a browser's sign-in to `email`, and clears long-expired ones. */
export async function createDeviceApproval(
  sql: Sql,
  parameters: { email: string; projectId: string; userAgent: string; now: Date; ttlMs: number },
): Promise<NewDeviceApproval> {
  const { now } = parameters
  await sql.query('DELETE FROM device_approvals WHERE expires_at <= $1', [
    new Date(now.getTime() - keepExpiredMs),
  ])
  const approval = { deviceApprovalId: createSecretToken(), linkToken: createSecretToken() }
  await sql.query(
    `INSERT INTO device_approvals (id_hash, link_token_hash, email, project_id, user_agent, state, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7)`,
    [
      hashSecretToken(approval.deviceApprovalId),
      hashSecretToken(approval.linkToken),
      parameters.email,
      parameters.projectId,
      parameters.userAgent,
      now,
      new Date(now.getTime() + parameters.ttlMs),
    ],
  )
  return approval
}

/** When the last approval email went to `email`, if one did (the login cooldown counts it). */
export async function lastDeviceApprovalAt(sql: Sql, email: string): Promise<Date | undefined> {
  const [row] = await sql.query<{ created_at: Date }>(
    'SELECT created_at FROM device_approvals WHERE email = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  )
  return row?.created_at
}

/** What the asking browser is told: a used approval, or one past its expiry, is `expired`. */
export async function readDeviceApprovalState(
  sql: Sql,
  parameters: { deviceApprovalId: string; now: Date },
): Promise<DeviceApprovalState | undefined> {
  const [row] = await sql.query<{ state: string; expires_at: Date }>(
    'SELECT state, expires_at FROM device_approvals WHERE id_hash = $1',
    [hashSecretToken(parameters.deviceApprovalId)],
  )
  if (!row) return undefined
  if (row.state === 'used' || row.expires_at.getTime() <= parameters.now.getTime()) return 'expired'
  return row.state as DeviceApprovalState
}

/**
 * Uses up an approved, unexpired approval of this email and project, in one statement, so two
 * requests presenting it at once get one success. Whether it was.
 */
export async function useDeviceApproval(
  sql: Sql,
  parameters: { deviceApprovalId: string; email: string; projectId: string; now: Date },
): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE device_approvals SET state = 'used'
     WHERE id_hash = $1 AND email = $2 AND project_id = $3 AND state = 'approved' AND expires_at > $4
     RETURNING 1`,
    [hashSecretToken(parameters.deviceApprovalId), parameters.email, parameters.projectId, parameters.now],
  )
  return rows.length > 0
}

/** Gives back an approval `useDeviceApproval` took when no code could be sent for it. */
export async function releaseDeviceApproval(sql: Sql, deviceApprovalId: string): Promise<void> {
  await sql.query("UPDATE device_approvals SET state = 'approved' WHERE id_hash = $1 AND state = 'used'", [
    hashSecretToken(deviceApprovalId),
  ])
}

/** An approval as its link's page shows it. `isOpen`: pending and unexpired, so it can be decided. */
export type LinkedDeviceApproval = {
  email: string
  projectName: string
  userAgent: string
  createdAt: Date
  isOpen: boolean
}

/** The approval a mailed link is for, if the link is known. Reading it changes nothing. */
export async function findDeviceApprovalByLink(
  sql: Sql,
  parameters: { linkToken: string; now: Date },
): Promise<LinkedDeviceApproval | undefined> {
  const [row] = await sql.query<{
    email: string
    project_name: string
    user_agent: string
    state: string
    created_at: Date
    expires_at: Date
  }>(
    `SELECT approval.email, project.name AS project_name, approval.user_agent, approval.state,
       approval.created_at, approval.expires_at
     FROM device_approvals approval JOIN projects project ON project.id = approval.project_id
     WHERE approval.link_token_hash = $1`,
    [hashSecretToken(parameters.linkToken)],
  )
  return (
    row && {
      email: row.email,
      projectName: row.project_name,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      isOpen: row.state === 'pending' && row.expires_at.getTime() > parameters.now.getTime(),
    }
  )
}

/**
 * Approves or denies the pending, unexpired approval of a mailed link, once. `decided` with the
 * project's name, `closed` when the link is known but no longer open, `unknown` otherwise.
 */
export async function decideDeviceApproval(
  sql: Sql,
  parameters: { linkToken: string; decision: 'approved' | 'denied'; now: Date },
): Promise<{ result: 'decided'; projectName: string } | { result: 'closed' | 'unknown' }> {
  const linkTokenHash = hashSecretToken(parameters.linkToken)
  const [row] = await sql.query<{ project_name: string }>(
    `UPDATE device_approvals approval SET state = $2, decided_at = $3
     FROM projects project
     WHERE approval.link_token_hash = $1 AND approval.state = 'pending' AND approval.expires_at > $3
       AND project.id = approval.project_id
     RETURNING project.name AS project_name`,
    [linkTokenHash, parameters.decision, parameters.now],
  )
  if (row) return { result: 'decided', projectName: row.project_name }
  const known = await sql.query('SELECT 1 FROM device_approvals WHERE link_token_hash = $1', [linkTokenHash])
  return { result: known.length > 0 ? 'closed' : 'unknown' }
}
