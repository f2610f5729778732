import { rateLimited } from '../http/apiError.js'
import type { ApiRequest } from '../service/apiRequest.js'
import { takeRateSlot } from '../store/rateEventsStore.js'

/**
 * Counts the request against its address's per-minute limit (the guessable routes: sign-in,
 * verification, refresh). @throws {ApiError} `rate_limited`
 */
export async function limitClientAddress(request: ApiRequest): Promise<void> {
  const decision = await takeRateSlot(request.service.database, {
    key: `ip:${request.clientAddress}`,
    limit: request.service.config.limits.requestsPerIpPerMinute,
    windowMs: 60_000,
    now: request.now,
  })
  if (!decision.allowed) throw rateLimited(decision.retryAfterMs)
}
