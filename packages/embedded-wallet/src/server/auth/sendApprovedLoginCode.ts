import { refusal } from '../http/apiError.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { releaseDeviceApproval, useDeviceApproval } from '../store/deviceApprovalsStore.js'
import type { Project } from '../store/projectsStore.js'
import { sendEmailCode } from './sendEmailCode.js'

/**
 * Mails a login code for a browser whose device approval the address's owner approved; the code
 * works only with the approval's id (the browser that asked). The approval works once; no cooldown applies (the visitor just approved, no code went out yet). When
 * no code could be sent (the hourly limit, SMTP), the approval is given back for a retry.
 *
 * @throws {ApiError} `unauthorized` 'Device not approved' unless the approval is this email's and
 * project's, approved, unexpired and unused.
 */
export async function sendApprovedLoginCode(
  service: ServiceContext,
  parameters: { deviceApprovalId: string; project: Project; email: string; now: Date },
): Promise<void> {
  const { deviceApprovalId, project, email, now } = parameters
  const used = await useDeviceApproval(service.database, {
    deviceApprovalId,
    email,
    projectId: project.id,
    now,
  })
  if (!used) throw refusal('unauthorized', 'DEVICE_NOT_APPROVED')
  try {
    await sendEmailCode(service, {
      purpose: 'login',
      project,
      recipient: email,
      now,
      browserSecret: deviceApprovalId,
    })
  } catch (error) {
    await releaseDeviceApproval(service.database, deviceApprovalId)
    throw error
  }
}
