import { refusal } from '../http/apiError.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { lastDeviceApprovalAt } from '../store/deviceApprovalsStore.js'
import { lastLoginCodeSentAt } from '../store/emailCodesStore.js'

/**
 * Spec sections 5 and 9: a new login within 30 s of the last is refused. The last login is the
 * last login code mailed to the address and, with `countApprovalEmails`, the last device approval
 * link mailed to it.
 *
 * @throws {ApiError} `rate_limited` 'Please try again after {n} seconds'.
 */
export async function requireLoginCooldown(
  service: ServiceContext,
  parameters: { email: string; now: Date; countApprovalEmails: boolean },
): Promise<void> {
  const { email, now } = parameters
  const [lastCodeAt, lastApprovalAt] = await Promise.all([
    lastLoginCodeSentAt(service.database, email),
    parameters.countApprovalEmails ? lastDeviceApprovalAt(service.database, email) : undefined,
  ])
  const lastAt = Math.max(lastCodeAt?.getTime() ?? 0, lastApprovalAt?.getTime() ?? 0)
  const waitMs = lastAt > 0 ? lastAt + service.config.limits.emailLoginCooldownMs - now.getTime() : 0
  if (waitMs > 0) throw refusal('rate_limited', 'EMAIL_LOGIN_TOO_SOON', { retryAfterMs: waitMs })
}
