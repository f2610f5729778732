import type { EmailStartVerifyDeviceResponse } from '../api.js'
import { devicePagePath } from '../device/devicePagePath.js'
import { deviceApprovalEmail } from '../mail/deviceApprovalEmail.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { createDeviceApproval } from '../store/deviceApprovalsStore.js'
import type { Project } from '../store/projectsStore.js'
import { takeEmailSendSlot } from './takeEmailSendSlot.js'

/**
 * Mails `email` a link that approves this browser's sign-in (within the per-address hourly
 * limit), and gives the browser the approval's id to poll and then start again with. Whether the
 * address has an account plays no part.
 *
 * @throws {ApiError} `rate_limited` past the hourly limit.
 * @throws {MailSendError} when the SMTP server refuses the email.
 */
export async function requestDeviceApproval(
  service: ServiceContext,
  parameters: { project: Project; email: string; userAgent: string; now: Date },
): Promise<EmailStartVerifyDeviceResponse> {
  const { project, email, userAgent, now } = parameters
  const ttlMs = service.config.limits.codeTtlMs
  await takeEmailSendSlot(service, email, now)
  const approval = await createDeviceApproval(service.database, {
    email,
    projectId: project.id,
    userAgent,
    now,
    ttlMs,
  })
  const link = new URL(devicePagePath, service.publicUrl)
  link.searchParams.set('token', approval.linkToken)
  await service.mailer.send({
    to: email,
    ...deviceApprovalEmail({ projectName: project.name, userAgent, link: link.href, ttlMs }),
  })
  return {
    action: 'VERIFY_DEVICE',
    deviceApprovalId: approval.deviceApprovalId,
    expiresIn: Math.ceil(ttlMs / 1000),
  }
}
