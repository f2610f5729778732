import { rateLimited } from '../http/apiError.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { takeRateSlot } from '../store/rateEventsStore.js'

const hourMs = 60 * 60_000

/**
 * Counts one email to `recipient` against the per-address hourly limit, which every email the
 * service sends counts against (codes of every purpose, device approval links).
 *
 * @throws {ApiError} `rate_limited` past the limit.
 */
export async function takeEmailSendSlot(
  service: ServiceContext,
  recipient: string,
  now: Date,
): Promise<void> {
  const decision = await takeRateSlot(service.database, {
    key: `email:${recipient}`,
    limit: service.config.limits.codesPerEmailPerHour,
    windowMs: hourMs,
    now,
  })
  if (!decision.allowed) throw rateLimited(decision.retryAfterMs)
}
