import pg from 'pg'
import type { VirtualUserPlan } from './virtualUserPlan.js'

/** One finding of the check on the database once the load is over. */
export type DatabaseCheck = { name: string; passed: boolean; detail: string }

/** At most this many addresses are named in a failed check's detail. */
const namedAtMost = 5

/**
 * Reads the database the instances shared, after the load: every virtual user is a user exactly
 * once, with exactly one wallet (the addresses it stored), and every session it opened (one
 * each: a refresh rotates the token, not the session) was ended by its sign-out. The database
 * is the load's own, so the totals must match as well.
 */
export async function checkDatabase(
  url: string,
  plans: readonly VirtualUserPlan[],
): Promise<DatabaseCheck[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const emails = plans.map((plan) => plan.email)
    const { rows } = await client.query<{
      email: string
      user_rows: number
      wallet_rows: number
      evm_address: string | null
      sessions: number
      open_sessions: number
    }>(
      `SELECT u.email,
              count(*) OVER (PARTITION BY u.email)::int AS user_rows,
              (SELECT count(*) FROM wallets w WHERE w.user_id = u.id)::int AS wallet_rows,
              (SELECT min(w.evm_address) FROM wallets w WHERE w.user_id = u.id) AS evm_address,
              (SELECT count(*) FROM sessions s WHERE s.user_id = u.id)::int AS sessions,
              (SELECT count(*) FROM sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL)::int AS open_sessions
       FROM users u WHERE u.email = ANY($1::text[])`,
      [emails],
    )
    const totals = (
      await client.query<{ users: number; wallets: number; sessions: number }>(
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM wallets)::int AS wallets,
                (SELECT count(*) FROM sessions)::int AS sessions`,
      )
    ).rows[0] as { users: number; wallets: number; sessions: number }
    const byEmail = new Map(rows.map((row) => [row.email, row]))
    const expectedAddress = new Map(plans.map((plan) => [plan.email, plan.evmAddress.toLowerCase()]))

    const usersWrong = emails.filter((email) => byEmail.get(email)?.user_rows !== 1)
    const walletsWrong = emails.filter((email) => {
      const row = byEmail.get(email)
      return row?.wallet_rows !== 1 || row.evm_address?.toLowerCase() !== expectedAddress.get(email)
    })
    const sessionsWrong = emails.filter((email) => {
      const row = byEmail.get(email)
      return row?.sessions !== 1 || row.open_sessions !== 0
    })
    const count = plans.length
    return [
      verdict(
        'every user exactly once',
        usersWrong,
        totals.users === count,
        `${rows.length} user rows for ${count} virtual users (${totals.users} in the table)`,
      ),
      verdict(
        'every wallet exactly once, the user’s own',
        walletsWrong,
        totals.wallets === count,
        `${rows.filter((row) => row.wallet_rows === 1).length} users with one wallet (${totals.wallets} in the table)`,
      ),
      verdict(
        'every session signed out',
        sessionsWrong,
        totals.sessions === count,
        `${rows.filter((row) => row.sessions === 1 && row.open_sessions === 0).length} users with one session, ended (${totals.sessions} in the table)`,
      ),
    ]
  } finally {
    await client.end()
  }
}

function verdict(name: string, wrong: string[], totalsMatch: boolean, summary: string): DatabaseCheck {
  const passed = wrong.length === 0 && totalsMatch
  const named = wrong.slice(0, namedAtMost).join(', ')
  const more = wrong.length > namedAtMost ? ` and ${wrong.length - namedAtMost} more` : ''
  return {
    name,
    passed,
    detail: passed || wrong.length === 0 ? summary : `${summary}; wrong: ${named}${more}`,
  }
}
