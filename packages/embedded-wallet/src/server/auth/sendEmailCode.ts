import type { EmailCodePurpose } from '../api.js'
import { createOneTimeCode } from '../crypto/oneTimeCode.js'
import { hashSecretToken } from '../crypto/secretToken.js'
import { codeEmail } from '../mail/codeEmail.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { saveEmailCode } from '../store/emailCodesStore.js'
import type { Project } from '../store/projectsStore.js'
import { takeEmailSendSlot } from './takeEmailSendSlot.js'

/**
 * Mails a new one-time code to `recipient`, within the per-address hourly limit (every email
 * counts). Only the code's HMAC is kept.
 *
 * @throws {ApiError} `rate_limited` past the limit.
 * @throws {MailSendError} when the SMTP server refuses the email.
 */
export async function sendEmailCode(
  service: ServiceContext,
  parameters: {
    purpose: EmailCodePurpose
    project: Project
    recipient: string
    userId?: string
    now: Date
    /** For a login under device approval: the code then works only for the browser that presents this. */
    browserSecret?: string | undefined
  },
): Promise<void> {
  const { purpose, project, recipient, now } = parameters
  const { limits } = service.config
  await takeEmailSendSlot(service, recipient, now)
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
    browserHash:
      parameters.browserSecret === undefined ? undefined : hashSecretToken(parameters.browserSecret),
  })
  await service.mailer.send({
    to: recipient,
    ...codeEmail({ purpose, code, projectName: project.name, ttlMs: limits.codeTtlMs }),
  })
}
