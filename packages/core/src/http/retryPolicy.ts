import { retryableHttpStatuses, rpcRetryBaseDelayMs, rpcRetryCount } from '../constants.js'

export type RetryPolicy = {
  /**
   * Tries in all, the first included.
   * @default 3
   */
  attempts?: number | undefined
  /**
   * Wait before the second try; doubled for each further try, unless the server sends Retry-After.
   * @default 150
   */
  baseDelayMs?: number | undefined
  /**
   * A Retry-After longer than this is not waited for: the error is thrown at once.
   * @default 10_000
   */
  maxDelayMs?: number | undefined
}

export type ResolvedRetryPolicy = Required<{ [key in keyof RetryPolicy]: number }>

/** The policy of spec section 9, with the caller's overrides; `false` means one try. */
export function resolveRetryPolicy(policy: RetryPolicy | false | undefined): ResolvedRetryPolicy {
  if (policy === false) return { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 }
  return {
    attempts: Math.max(1, policy?.attempts ?? rpcRetryCount),
    baseDelayMs: policy?.baseDelayMs ?? rpcRetryBaseDelayMs,
    maxDelayMs: policy?.maxDelayMs ?? 10_000,
  }
}

/** Whether a response of this status is worth another try (spec section 9). */
export function isRetryableStatus(status: number): boolean {
  return (retryableHttpStatuses as readonly number[]).includes(status)
}

/**
 * How long to wait before try `nextAttempt` (2 for the first retry): the server's Retry-After
 * when it sent one, else the base delay doubled per earlier retry.
 */
export function retryDelayMs(
  policy: ResolvedRetryPolicy,
  nextAttempt: number,
  retryAfterMs: number | undefined,
): number {
  return retryAfterMs ?? policy.baseDelayMs * 2 ** (nextAttempt - 2)
}

/**
 * Milliseconds a `Retry-After` header asks to wait: delay-seconds (`120`) or an HTTP date
 * (`Wed, 21 Oct 2015 07:28:00 GMT`). `undefined` when absent or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  nowMs: number = Date.now(),
): number | undefined {
  if (header === null || header === undefined) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1_000
  // An HTTP date names its day and month; this keeps loose forms like '-1' from parsing as years.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - nowMs)
}
