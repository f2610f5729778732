import { describe, expect, test } from 'vitest'
import { isRetryableStatus, parseRetryAfter, resolveRetryPolicy, retryDelayMs } from './retryPolicy.js'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')

  test('reads delay-seconds', () => {
    expect(parseRetryAfter('2', now)).toBe(2_000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
  })

  test('reads an HTTP date, never negative', () => {
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3_000)
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0)
  })

  test('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter('-1', now)).toBeUndefined()
  })
})

describe('retry policy', () => {
  test('spec section 9: 3 tries, 150 ms doubled, or Retry-After', () => {
    const policy = resolveRetryPolicy(undefined)
    expect(policy).toEqual({ attempts: 3, baseDelayMs: 150, maxDelayMs: 10_000 })
    expect([retryDelayMs(policy, 2, undefined), retryDelayMs(policy, 3, undefined)]).toEqual([150, 300])
    expect(retryDelayMs(policy, 2, 1_000)).toBe(1_000)
    expect(resolveRetryPolicy(false).attempts).toBe(1)
  })

  test('retries only the listed statuses', () => {
    const retryable = [400, 401, 403, 404, 408, 413, 422, 429, 500, 501, 502, 503, 504].filter(
      isRetryableStatus,
    )
    expect(retryable).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })
})
