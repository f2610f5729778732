import type { EmailStartVerifyOtpResponse, EmailVerifyResponse } from '../api.js'
import { limitClientAddress } from '../auth/limitClientAddress.js'
import { requestDeviceApproval } from '../auth/requestDeviceApproval.js'
import { requireLoginCooldown } from '../auth/requireLoginCooldown.js'
import { requireValidCode } from '../auth/requireValidCode.js'
import { sendApprovedLoginCode } from '../auth/sendApprovedLoginCode.js'
import { sendEmailCode } from '../auth/sendEmailCode.js'
import { sessionResponse } from '../auth/sessionResponse.js'
import { hashSecretToken } from '../crypto/secretToken.js'
import { readCode, readEmail, readOptionalSecretToken, readProjectIdField } from '../http/bodyFields.js'
import { readUserAgent } from '../http/readUserAgent.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { issueDeviceToken, useDeviceToken } from '../store/deviceTokensStore.js'
import { openSession } from '../store/sessionsStore.js'
import { recordLogin } from '../store/usersStore.js'
import { requireProject } from './requireProject.js'

const codeSent: EmailStartVerifyOtpResponse = { action: 'VERIFY_OTP' }

/**
 * Email sign-in: a code to the address, then the code for a session. With device approval on, a
 * browser without a device token of the address first has its sign-in approved from a link mailed
 * to the address. The answers depend only on what the browser presents, never on whether the
 * address has an account.
 */
export const emailSignInRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/auth/email/start',
    async handle(request) {
      await limitClientAddress(request)
      const body = await request.body()
      const projectId = readProjectIdField(body)
      const email = readEmail(body, 'email')
      const deviceToken = readOptionalSecretToken(body, 'deviceToken')
      const deviceApprovalId = readOptionalSecretToken(body, 'deviceApprovalId')
      const { service, now } = request
      const project = await requireProject(service, projectId)
      const isKnownBrowser =
        !service.config.deviceApproval ||
        (deviceToken !== undefined &&
          (await useDeviceToken(service.database, { deviceToken, email, projectId, now })))
      if (isKnownBrowser) {
        await requireLoginCooldown(service, { email, now, countApprovalEmails: false })
        await sendEmailCode(service, {
          purpose: 'login',
          project,
          recipient: email,
          now,
          // Under device approval the code works only where the token is: not for someone the
          // visitor reads it out to.
          browserSecret: service.config.deviceApproval ? deviceToken : undefined,
        })
        return { body: codeSent }
      }
      if (deviceApprovalId !== undefined) {
        await sendApprovedLoginCode(service, { deviceApprovalId, project, email, now })
        return { body: codeSent }
      }
      await requireLoginCooldown(service, { email, now, countApprovalEmails: true })
      const userAgent = readUserAgent(request.request)
      return { body: await requestDeviceApproval(service, { project, email, userAgent, now }) }
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/email/verify',
    async handle(request) {
      await limitClientAddress(request)
      const body = await request.body()
      const projectId = readProjectIdField(body)
      const email = readEmail(body, 'email')
      const code = readCode(body)
      const presentedToken = readOptionalSecretToken(body, 'deviceToken')
      const deviceApprovalId = readOptionalSecretToken(body, 'deviceApprovalId')
      const { service, now } = request
      await requireProject(service, projectId)
      await requireValidCode(service, {
        owner: { purpose: 'login', recipient: email, projectId },
        code,
        now,
        browserHashes: [presentedToken, deviceApprovalId].flatMap((secret) =>
          secret === undefined ? [] : [hashSecretToken(secret)],
        ),
      })
      const idleMs = service.config.limits.refreshTokenIdleMs
      const { user, grant, deviceToken } = await service.database.transaction(async (transaction) => {
        const user = await recordLogin(transaction, email, now)
        const grant = await openSession(transaction, { userId: user.id, projectId, now, idleMs })
        const deviceToken = await issueDeviceToken(transaction, {
          userId: user.id,
          projectId,
          presentedToken,
          now,
        })
        return { user, grant, deviceToken }
      })
      const answer: EmailVerifyResponse = { ...sessionResponse(service, grant, user, now), deviceToken }
      return { body: answer }
    },
  },
]
