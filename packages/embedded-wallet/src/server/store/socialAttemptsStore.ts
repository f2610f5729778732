import { randomUUID, timingSafeEqual } from 'node:crypto'
import { hashSecretToken } from '../crypto/secretToken.js'
import type { SqlTransaction } from '../database/sqlDatabase.js'
import type { SocialProviderId } from '../social/providers/socialProvider.js'

type Sql = Pick<SqlTransaction, 'query'>

/** Attempts are deleted this long after they expired. */
const keepExpiredMs = 60 * 60_000

/** What a provider's answer may end an attempt with, besides success. */
export type SocialFailure = 'denied' | 'provider-error'

/** An attempt as the provider's steps need it. */
export type SocialAttempt = {
  id: string
  projectId: string
  provider: SocialProviderId
  siteOrigin: string
  returnTo: string | undefined
}

/** A started attempt, found by its OAuth `state`, with what the callback checks and redeems with. */
export type StartedSocialAttempt = SocialAttempt & {
  cookieHash: Buffer
  sealedVerifier: Buffer
  nonce: string | undefined
}

/** What the frame's result request finds. */
export type SocialAttemptResult =
  | { status: 'pending' }
  | { status: 'done'; userId: string }
  | { status: 'failed'; failure: SocialFailure }
  | { status: 'gone' }

/** Records a new attempt of the frame whose secret hashes to `secretHash`, and clears long-expired ones. */
export async function createSocialAttempt(
  sql: Sql,
  parameters: Omit<SocialAttempt, 'id'> & { secretHash: Buffer; now: Date; ttlMs: number },
): Promise<string> {
  const { now } = parameters
  await sql.query('DELETE FROM social_attempts WHERE expires_at <= $1', [
    new Date(now.getTime() - keepExpiredMs),
  ])
  const id = randomUUID()
  await sql.query(
    `INSERT INTO social_attempts (id, secret_hash, project_id, provider, site_origin, return_to, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'created', $7, $8)`,
    [
      id,
      parameters.secretHash,
      parameters.projectId,
      parameters.provider,
      parameters.siteOrigin,
      parameters.returnTo ?? null,
      now,
      new Date(now.getTime() + parameters.ttlMs),
    ],
  )
  return id
}

type AttemptRow = {
  id: string
  project_id: string
  provider: SocialProviderId
  site_origin: string
  return_to: string | null
}
const toAttempt = (row: AttemptRow): SocialAttempt => ({
  id: row.id,
  projectId: row.project_id,
  provider: row.provider,
  siteOrigin: row.site_origin,
  returnTo: row.return_to ?? undefined,
})

/**
 * Sends a new attempt to its provider, once: records its state, the popup's cookie, the PKCE
 * verifier (sealed) and the nonce. `undefined` for an unknown, expired or already started attempt.
 */
export async function startSocialAttempt(
  sql: Sql,
  parameters: {
    id: string
    stateHash: Buffer
    cookieHash: Buffer
    sealedVerifier: Buffer
    nonce: string | undefined
    now: Date
  },
): Promise<SocialAttempt | undefined> {
  const [row] = await sql.query<AttemptRow>(
    `UPDATE social_attempts SET status = 'started', state_hash = $2, cookie_hash = $3, sealed_verifier = $4, nonce = $5
     WHERE id = $1 AND status = 'created' AND expires_at > $6
     RETURNING id, project_id, provider, site_origin, return_to`,
    [
      parameters.id,
      parameters.stateHash,
      parameters.cookieHash,
      parameters.sealedVerifier,
      parameters.nonce ?? null,
      parameters.now,
    ],
  )
  return row && toAttempt(row)
}

/**
 * The started, unexpired attempt of `provider` whose state is `state`, taken for its callback:
 * once taken it cannot be taken again (the state is single use). `undefined` otherwise.
 */
export async function takeStartedSocialAttempt(
  sql: Sql,
  parameters: { state: string; provider: SocialProviderId; now: Date },
): Promise<StartedSocialAttempt | undefined> {
  const [row] = await sql.query<
    AttemptRow & { cookie_hash: Buffer; sealed_verifier: Buffer; nonce: string | null }
  >(
    `UPDATE social_attempts SET state_hash = NULL
     WHERE state_hash = $1 AND provider = $2 AND status = 'started' AND expires_at > $3
     RETURNING id, project_id, provider, site_origin, return_to, cookie_hash, sealed_verifier, nonce`,
    [hashSecretToken(parameters.state), parameters.provider, parameters.now],
  )
  if (!row) return undefined
  return {
    ...toAttempt(row),
    cookieHash: Buffer.from(row.cookie_hash),
    sealedVerifier: Buffer.from(row.sealed_verifier),
    nonce: row.nonce ?? undefined,
  }
}

/** Ends a started attempt: done for `userId`, or failed. Its verifier is forgotten either way. */
export async function finishSocialAttempt(
  sql: Sql,
  parameters: { id: string } & ({ userId: string } | { failure: SocialFailure }),
): Promise<void> {
  const done = 'userId' in parameters
  await sql.query(
    `UPDATE social_attempts SET status = $2, user_id = $3, failure = $4, sealed_verifier = NULL, cookie_hash = NULL
     WHERE id = $1 AND status = 'started'`,
    [
      parameters.id,
      done ? 'done' : 'failed',
      done ? parameters.userId : null,
      done ? null : parameters.failure,
    ],
  )
}

/**
 * What the frame holding the attempt's secret may know of it. A done attempt is spent by this
 * read (its session is given once); a failed one is spent too. A wrong secret reads as `gone`, the
 * same as an unknown attempt.
 */
export async function takeSocialAttemptResult(
  sql: Sql,
  parameters: { id: string; secret: string; now: Date },
): Promise<SocialAttemptResult> {
  const [row] = await sql.query<{
    secret_hash: Buffer
    status: string
    user_id: string | null
    failure: SocialFailure | null
    expires_at: Date
  }>(
    'SELECT secret_hash, status, user_id, failure, expires_at FROM social_attempts WHERE id = $1 FOR UPDATE',
    [parameters.id],
  )
  if (!row || !timingSafeEqual(Buffer.from(row.secret_hash), hashSecretToken(parameters.secret)))
    return { status: 'gone' }
  if (row.status === 'created' || row.status === 'started')
    return row.expires_at.getTime() > parameters.now.getTime() ? { status: 'pending' } : { status: 'gone' }
  if (row.status !== 'done' && row.status !== 'failed') return { status: 'gone' }
  await sql.query(`UPDATE social_attempts SET status = 'spent' WHERE id = $1`, [parameters.id])
  return row.status === 'done' && row.user_id
    ? { status: 'done', userId: row.user_id }
    : { status: 'failed', failure: row.failure ?? 'provider-error' }
}

/** The visitor closed the popup: the attempt can no longer start or finish. */
export async function abandonSocialAttempt(
  sql: Sql,
  parameters: { id: string; secret: string },
): Promise<void> {
  await sql.query(
    `UPDATE social_attempts SET status = 'abandoned', state_hash = NULL, sealed_verifier = NULL, cookie_hash = NULL
     WHERE id = $1 AND secret_hash = $2 AND status IN ('created', 'started')`,
    [parameters.id, hashSecretToken(parameters.secret)],
  )
}
