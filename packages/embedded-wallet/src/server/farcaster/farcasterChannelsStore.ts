import { timingSafeEqual } from 'node:crypto'
import type { FarcasterChannelStatusResponse } from '../api.js'
import { hashSecretToken } from '../crypto/secretToken.js'
import type { SqlTransaction } from '../database/sqlDatabase.js'

type Sql = Pick<SqlTransaction, 'query'>

/** Channels are deleted this long after they expired. */
const keepExpiredMs = 60 * 60_000

/** What the app must sign, as the channel's creator asked (the relay's `signatureParams`). */
export type ChannelRequest = FarcasterChannelStatusResponse['signatureParams'] & {
  acceptAuthAddress: boolean
}

/** The app's answer once it passed every check: the signed message and its profile fields. */
export type ChannelAnswer = {
  message: string
  signature: string
  authMethod: 'custody'
  fid: number
  custody: string
  username: string
  displayName?: string
  bio?: string
  pfpUrl?: string
}

export type ChannelState = 'pending' | 'verifying' | 'completed' | 'failed' | 'spent' | 'abandoned'

/** A channel as the relay's endpoints see it. */
export type FarcasterChannel = {
  tokenHash: Buffer
  /** Set for the frame's channels: the attempt the session goes to. */
  attemptId: string | undefined
  request: ChannelRequest
  state: ChannelState
  answer: ChannelAnswer | undefined
}

/** A frame's attempt: its id, the SHA-256 of its secret, its project. */
export type ChannelAttempt = { id: string; secretHash: Buffer; projectId: string }

type ChannelRow = {
  token_hash: Buffer
  attempt_id: string | null
  request: ChannelRequest
  state: ChannelState
  answer: ChannelAnswer | null
}
const channelColumns = 'token_hash, attempt_id, request, state, answer'
const toChannel = (row: ChannelRow): FarcasterChannel => ({
  tokenHash: Buffer.from(row.token_hash),
  attemptId: row.attempt_id ?? undefined,
  request: row.request,
  state: row.state,
  answer: row.answer ?? undefined,
})

/** Records a new channel (and clears long-expired ones); only the token's SHA-256 is kept. */
export async function openFarcasterChannel(
  sql: Sql,
  parameters: {
    channelToken: string
    request: ChannelRequest
    attempt: ChannelAttempt | undefined
    now: Date
    ttlMs: number
  },
): Promise<void> {
  const { now, attempt } = parameters
  await sql.query('DELETE FROM farcaster_channels WHERE expires_at <= $1', [
    new Date(now.getTime() - keepExpiredMs),
  ])
  await sql.query(
    `INSERT INTO farcaster_channels (token_hash, attempt_id, secret_hash, project_id, request, state, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, 'pending', $6, $7)`,
    [
      hashSecretToken(parameters.channelToken),
      attempt?.id ?? null,
      attempt?.secretHash ?? null,
      attempt?.projectId ?? null,
      JSON.stringify(parameters.request),
      now,
      new Date(now.getTime() + parameters.ttlMs),
    ],
  )
}

/** The unexpired channel of `channelToken`, in any state. */
export async function readFarcasterChannel(
  sql: Sql,
  parameters: { channelToken: string; now: Date },
): Promise<FarcasterChannel | undefined> {
  const [row] = await sql.query<ChannelRow>(
    `SELECT ${channelColumns} FROM farcaster_channels WHERE token_hash = $1 AND expires_at > $2`,
    [hashSecretToken(parameters.channelToken), parameters.now],
  )
  return row && toChannel(row)
}

/**
 * Takes an unexpired, unanswered channel for checking an answer: from here on no other answer is
 * taken, so a channel is answered once. `undefined` when there is no such channel.
 */
export async function claimFarcasterChannel(
  sql: Sql,
  parameters: { channelToken: string; now: Date },
): Promise<FarcasterChannel | undefined> {
  const [row] = await sql.query<ChannelRow>(
    `UPDATE farcaster_channels SET state = 'verifying'
     WHERE token_hash = $1 AND state = 'pending' AND expires_at > $2
     RETURNING ${channelColumns}`,
    [hashSecretToken(parameters.channelToken), parameters.now],
  )
  return row && toChannel(row)
}

/** Settles a claimed channel: completed with the checked answer (and the attempt's user), or failed. */
export async function settleFarcasterChannel(
  sql: Sql,
  parameters: { tokenHash: Buffer } & (
    | { answer: ChannelAnswer; userId: string | undefined }
    | { failed: true }
  ),
): Promise<void> {
  const completed = 'answer' in parameters
  await sql.query(
    `UPDATE farcaster_channels SET state = $2, answer = $3::jsonb, user_id = $4
     WHERE token_hash = $1 AND state = 'verifying'`,
    [
      parameters.tokenHash,
      completed ? 'completed' : 'failed',
      completed ? JSON.stringify(parameters.answer) : null,
      completed ? (parameters.userId ?? null) : null,
    ],
  )
}

/** Deletes a site's channel once its answer was read, as Farcaster's relay closes it. */
export async function closeFarcasterChannel(sql: Sql, tokenHash: Buffer): Promise<void> {
  await sql.query('DELETE FROM farcaster_channels WHERE token_hash = $1 AND attempt_id IS NULL', [tokenHash])
}

/** What the frame holding an attempt's secret may know of it. */
export type FarcasterAttemptResult =
  | { status: 'pending' }
  | { status: 'done'; userId: string; answer: ChannelAnswer }
  | { status: 'failed' }
  | { status: 'gone' }

/**
 * The attempt's result for the holder of its secret, in its project. A completed attempt is spent
 * by this read (its session is given once); a failed one is spent too. A wrong secret or project
 * reads as `gone`, the same as an unknown attempt.
 */
export async function takeFarcasterAttemptResult(
  sql: Sql,
  parameters: { attemptId: string; secret: string; projectId: string; now: Date },
): Promise<FarcasterAttemptResult> {
  const [row] = await sql.query<{
    secret_hash: Buffer
    project_id: string
    state: ChannelState
    answer: ChannelAnswer | null
    user_id: string | null
    expires_at: Date
  }>(
    `SELECT secret_hash, project_id, state, answer, user_id, expires_at FROM farcaster_channels
     WHERE attempt_id = $1 FOR UPDATE`,
    [parameters.attemptId],
  )
  if (
    !row ||
    !timingSafeEqual(Buffer.from(row.secret_hash), hashSecretToken(parameters.secret)) ||
    row.project_id !== parameters.projectId
  )
    return { status: 'gone' }
  if (row.state === 'pending' || row.state === 'verifying')
    return row.expires_at.getTime() > parameters.now.getTime() ? { status: 'pending' } : { status: 'gone' }
  if (row.state !== 'completed' && row.state !== 'failed') return { status: 'gone' }
  await sql.query(`UPDATE farcaster_channels SET state = 'spent' WHERE attempt_id = $1`, [
    parameters.attemptId,
  ])
  return row.state === 'completed' && row.answer && row.user_id
    ? { status: 'done', userId: row.user_id, answer: row.answer }
    : { status: 'failed' }
}

/** The visitor closed the view: the attempt's channel can no longer be answered. */
export async function abandonFarcasterAttempt(
  sql: Sql,
  parameters: { attemptId: string; secret: string },
): Promise<void> {
  await sql.query(
    `UPDATE farcaster_channels SET state = 'abandoned'
     WHERE attempt_id = $1 AND secret_hash = $2 AND state = 'pending'`,
    [parameters.attemptId, hashSecretToken(parameters.secret)],
  )
}
