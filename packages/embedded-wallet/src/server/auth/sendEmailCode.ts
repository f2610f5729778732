import type { EmailCodePurpose } from '../api.js'
import { createOneTimeCode } from '../crypto/oneTimeCode.js'
import { rateLimited } from '../http/apiError.js'
import { codeEmail } from '../mail/codeEmail.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { saveEmailCode } from '../store/emailCodesStore.js'
import type { Project } from '../store/projectsStore.js'
import { takeRateSlot } from '../store/rateEventsStore.js'

const hourMs = 60 * 60_000

/**
 * Mails a new one-time code to `recipient`, within the per-address hourly limit (every purpose
 * counts). Only the code's HMAC is kept.
 *
 * @throws {ApiError} `rate_limited` past the limit.
 * @throws {MailSendError} when the SMTP server refuses the email.
 */
export async function sendEmailCode(
  service: ServiceContext,
  parameters: { purpose: EmailCodePurpose; project: Project; recipient: string; userId?: string; now: Date },
): Promise<void> {
  const { purpose, project, recipient, now } = parameters
  const { limits } = service.config
  const decision = await takeRateSlot(service.database, {
    key: `email:${recipient}`,
    limit: limits.codesPerEmailPerHour,
    windowMs: hourMs,
    now,
  })
  if (!decision.allowed) throw rateLimited(decision.retryAfterMs)
  const code = createOneTimeCode()
  await saveEmailCode(service.database, {
    purpose,
    projectId: project.id,
    recipient,
    userId: parameters.userId,
    code,
    secret: service.config.codeSecret,
    now,
    ttlMs: limits.codeTtlMs,
  })
  await service.mailer.send({
    to: recipient,
    ...codeEmail({ purpose, code, projectName: project.name, ttlMs: limits.codeTtlMs }),
  })
}
