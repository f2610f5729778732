import { randomUUID } from 'node:crypto'
import type { EmailCodePurpose } from '../api.js'
import { hmacsMatch, oneTimeCodeHmac } from '../crypto/oneTimeCode.js'
import type { SqlDatabase, SqlTransaction } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

/** Which code a verification is about: a login's by address and project, the others by user. */
export type EmailCodeOwner =
  | { purpose: 'login'; recipient: string; projectId: string }
  | { purpose: Exclude<EmailCodePurpose, 'login'>; userId: string }

export type SaveEmailCodeParameters = {
  purpose: EmailCodePurpose
  projectId: string
  recipient: string
  userId: string | undefined
  code: string
  secret: Uint8Array
  now: Date
  ttlMs: number
  /** The hash of the secret the asking browser presented: the code then works for it alone. */
  browserHash?: Uint8Array | undefined
}

/**
 * Keeps a new code (its HMAC only). Earlier codes of the same purpose for the same owner are
 * deleted: only the newest code works.
 */
export async function saveEmailCode(sql: Sql, parameters: SaveEmailCodeParameters): Promise<void> {
  const { purpose, projectId, recipient, userId, now } = parameters
  if (userId === undefined)
    await sql.query('DELETE FROM email_codes WHERE purpose = $1 AND recipient = $2 AND user_id IS NULL', [
      purpose,
      recipient,
    ])
  else await sql.query('DELETE FROM email_codes WHERE purpose = $1 AND user_id = $2', [purpose, userId])
  await sql.query(
    `INSERT INTO email_codes (id, purpose, project_id, recipient, user_id, code_hmac, created_at, expires_at, browser_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      randomUUID(),
      purpose,
      projectId,
      recipient,
      userId ?? null,
      oneTimeCodeHmac(parameters.secret, { purpose, recipient, code: parameters.code }),
      now,
      new Date(now.getTime() + parameters.ttlMs),
      parameters.browserHash ?? null,
    ],
  )
}

/** When the last login code went to `recipient`, if one did. */
export async function lastLoginCodeSentAt(sql: Sql, recipient: string): Promise<Date | undefined> {
  const [row] = await sql.query<{ created_at: Date }>(
    `SELECT created_at FROM email_codes WHERE purpose = 'login' AND recipient = $1 AND user_id IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [recipient],
  )
  return row?.created_at
}

/** `valid` (the code is now used up), `invalid` (a wrong try, counted) or `expired` (none alive). */
export type EmailCodeCheck = { result: 'valid'; recipient: string } | { result: 'invalid' | 'expired' }

/**
 * Checks a code against the owner's newest one, in a transaction that locks its row, so two
 * instances checking at once count both tries and accept a right code once. A wrong try is
 * counted; at `maxAttempts` wrong tries the code is dead.
 */
export async function checkEmailCode(
  database: SqlDatabase,
  parameters: {
    owner: EmailCodeOwner
    code: string
    secret: Uint8Array
    maxAttempts: number
    now: Date
    /** The hashes of the secrets the browser presents; a code sent for a browser needs its one. */
    browserHashes?: readonly Uint8Array[]
  },
): Promise<EmailCodeCheck> {
  const { owner, now } = parameters
  return database.transaction(async (transaction) => {
    const [row] = await transaction.query<{
      id: string
      recipient: string
      code_hmac: Uint8Array
      attempts: number
      consumed: boolean
      expires_at: Date
      browser_hash: Uint8Array | null
    }>(
      owner.purpose === 'login'
        ? `SELECT id, recipient, code_hmac, attempts, consumed, expires_at, browser_hash FROM email_codes
           WHERE purpose = $1 AND recipient = $2 AND project_id = $3 AND user_id IS NULL
           ORDER BY created_at DESC LIMIT 1 FOR UPDATE`
        : `SELECT id, recipient, code_hmac, attempts, consumed, expires_at, browser_hash FROM email_codes
           WHERE purpose = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      owner.purpose === 'login'
        ? [owner.purpose, owner.recipient, owner.projectId]
        : [owner.purpose, owner.userId],
    )
    if (
      !row ||
      row.consumed ||
      row.attempts >= parameters.maxAttempts ||
      row.expires_at.getTime() <= now.getTime()
    )
      return { result: 'expired' }
    const offered = oneTimeCodeHmac(parameters.secret, {
      purpose: owner.purpose,
      recipient: row.recipient,
      code: parameters.code,
    })
    const { browser_hash: browserHash } = row
    // A right code from another browser than the one it was sent for counts as a wrong try.
    const fromItsBrowser =
      browserHash === null || (parameters.browserHashes ?? []).some((hash) => hmacsMatch(browserHash, hash))
    if (fromItsBrowser && hmacsMatch(row.code_hmac, offered)) {
      await transaction.query('UPDATE email_codes SET consumed = true WHERE id = $1', [row.id])
      return { result: 'valid', recipient: row.recipient }
    }
    await transaction.query(
      'UPDATE email_codes SET attempts = attempts + 1, consumed = (attempts + 1 >= $2) WHERE id = $1',
      [row.id, parameters.maxAttempts],
    )
    return { result: 'invalid' }
  })
}
