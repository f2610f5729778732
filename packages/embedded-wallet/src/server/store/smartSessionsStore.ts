import type { SmartSession } from '../api.js'
import type { SqlTransaction } from '../database/sqlDatabase.js'
import { ApiError } from '../http/apiError.js'

type Sql = Pick<SqlTransaction, 'query'>

/** What a new smart session is granted with; its id is made by the caller (16 random bytes). */
export type NewSmartSession = {
  id: string
  userId: string
  projectId: string
  siteOrigin: string
  chainId: number
  account: string
  token: string
  periodAmount: bigint
  periodSeconds: number
  expiresAt: Date
  now: Date
}

/** Why a spend was not reserved. */
export type SmartSessionRefusal = 'unknown' | 'inactive' | 'limit'

// The current period, read at the time in parameter `$n` without writing: how many whole periods
// have ended since `period_start` (never negative, should a clock step back), the start they lead
// to, and what is spent in it (nothing, once a period has ended). The spend's UPDATE repeats these
// expressions rather than reading them from a subquery so that PostgreSQL evaluates them again on
// the row a concurrent spend just wrote, which is what makes the limit hold under concurrency.
const periodsEnded = (now: string) =>
  `GREATEST(floor(extract(epoch FROM (${now}::timestamptz - period_start)) / period_seconds), 0)`
const currentPeriodStart = (now: string) =>
  `(period_start + (${periodsEnded(now)} * period_seconds)::float8 * interval '1 second')`
const spentInCurrentPeriod = (now: string) =>
  `(CASE WHEN ${periodsEnded(now)} > 0 THEN 0 ELSE spent_in_period END)`

const sessionColumns = (now: string) => `id, chain_id::text AS chain_id, account, site_origin, token,
  period_amount::text AS period_amount, period_seconds, expires_at, created_at, revoked_at,
  ${currentPeriodStart(now)} AS current_period_start, ${spentInCurrentPeriod(now)}::text AS current_spent`

type SessionRow = {
  id: string
  chain_id: string
  account: string
  site_origin: string
  token: string
  period_amount: string
  period_seconds: number
  expires_at: Date
  created_at: Date
  revoked_at: Date | null
  current_period_start: Date
  current_spent: string
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

const toSession = (row: SessionRow): SmartSession => ({
  id: row.id,
  chainId: Number(row.chain_id),
  account: row.account,
  siteOrigin: row.site_origin,
  permission: {
    type: 'erc20-token-periodic',
    token: row.token,
    periodAmount: row.period_amount,
    periodSeconds: row.period_seconds,
  },
  expiresAt: unixSeconds(row.expires_at),
  createdAt: unixSeconds(row.created_at),
  revokedAt: row.revoked_at ? unixSeconds(row.revoked_at) : null,
  periodStart: unixSeconds(row.current_period_start),
  spentInPeriod: row.current_spent,
})

/**
 * Keeps a new session, its first period starting at the grant (in whole seconds, so that every
 * later period starts on a whole second too).
 */
export async function insertSmartSession(sql: Sql, session: NewSmartSession): Promise<SmartSession> {
  const [row] = await sql.query<SessionRow>(
    `INSERT INTO smart_sessions (id, user_id, project_id, site_origin, chain_id, account, permission_type,
       token, period_amount, period_seconds, expires_at, created_at, period_start, spent_in_period)
     VALUES ($2, $3, $4, $5, $6, $7, 'erc20-token-periodic', $8, $9::numeric, $10, $11, $12, $13, 0)
     RETURNING ${sessionColumns('$1')}`,
    [
      session.now,
      session.id,
      session.userId,
      session.projectId,
      session.siteOrigin,
      session.chainId,
      session.account,
      session.token,
      session.periodAmount.toString(),
      session.periodSeconds,
      session.expiresAt,
      session.now,
      new Date(unixSeconds(session.now) * 1000),
    ],
  )
  // An INSERT … RETURNING always gives its row; without one the database misbehaved.
  if (!row) throw new ApiError('server_error', 'Server Error')
  return toSession(row)
}

/** The user's sessions for `account` that are neither revoked nor expired, newest first. */
export async function listActiveSmartSessions(
  sql: Sql,
  parameters: { userId: string; account: string; now: Date },
): Promise<SmartSession[]> {
  const rows = await sql.query<SessionRow>(
    `SELECT ${sessionColumns('$1')} FROM smart_sessions
     WHERE user_id = $2 AND account = $3 AND revoked_at IS NULL AND expires_at > $1
     ORDER BY created_at DESC, id`,
    [parameters.now, parameters.userId, parameters.account],
  )
  return rows.map(toSession)
}

/** The user's session `id` as it reads at `now`, or `undefined` (unknown, or another user's). */
export async function findSmartSession(
  sql: Sql,
  parameters: { id: string; userId: string; now: Date },
): Promise<SmartSession | undefined> {
  const [row] = await sql.query<SessionRow>(
    `SELECT ${sessionColumns('$1')} FROM smart_sessions WHERE id = $2 AND user_id = $3`,
    [parameters.now, parameters.id, parameters.userId],
  )
  return row && toSession(row)
}

/** Revokes the user's session `id`, once: a revoked session keeps its first revocation's time. */
export async function revokeSmartSession(
  sql: Sql,
  parameters: { id: string; userId: string; now: Date },
): Promise<void> {
  await sql.query(
    'UPDATE smart_sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [parameters.id, parameters.userId, parameters.now],
  )
}

/**
 * Adds `amount` to what the session's current period has spent, in one statement that succeeds
 * only while the session is the user's, for this account, site origin and chain, neither revoked
 * nor expired, and the period's total stays within its amount. A period that ended is rolled
 * first: its start moves on by whole periods and its total restarts at nothing.
 */
export async function spendSmartSession(
  sql: Sql,
  parameters: {
    id: string
    userId: string
    account: string
    siteOrigin: string
    chainId: number
    amount: bigint
    now: Date
  },
): Promise<{ spentInPeriod: string; remaining: string } | SmartSessionRefusal> {
  const { now, id, userId, amount } = parameters
  const [spent] = await sql.query<{ spent_in_period: string; remaining: string }>(
    `UPDATE smart_sessions
     SET period_start = ${currentPeriodStart('$1')},
       spent_in_period = ${spentInCurrentPeriod('$1')} + $3::numeric
     WHERE id = $2 AND user_id = $4 AND account = $5 AND site_origin = $6 AND chain_id = $7
       AND revoked_at IS NULL AND expires_at > $1
       AND ${spentInCurrentPeriod('$1')} + $3::numeric <= period_amount
     RETURNING spent_in_period::text AS spent_in_period, (period_amount - spent_in_period)::text AS remaining`,
    [now, id, amount.toString(), userId, parameters.account, parameters.siteOrigin, parameters.chainId],
  )
  if (spent) return { spentInPeriod: spent.spent_in_period, remaining: spent.remaining }
  // Refused: say why. The session may change between the two statements; the answer is then one
  // that was true a moment ago, and nothing was spent either way.
  const session = await findSmartSession(sql, { id, userId, now })
  if (!session) return 'unknown'
  const active =
    session.revokedAt === null &&
    session.expiresAt * 1000 > now.getTime() &&
    session.account === parameters.account &&
    session.siteOrigin === parameters.siteOrigin &&
    session.chainId === parameters.chainId
  return active ? 'limit' : 'inactive'
}
