import type { EmailStartResponse } from '../api.js'
import { limitClientAddress } from '../auth/limitClientAddress.js'
import { requireValidCode } from '../auth/requireValidCode.js'
import { sendEmailCode } from '../auth/sendEmailCode.js'
import { sessionResponse } from '../auth/sessionResponse.js'
import { ApiError } from '../http/apiError.js'
import { readCode, readEmail, readProjectIdField } from '../http/bodyFields.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { lastLoginCodeSentAt } from '../store/emailCodesStore.js'
import { openSession } from '../store/sessionsStore.js'
import { recordLogin } from '../store/usersStore.js'
import { requireProject } from './requireProject.js'

/**
 * Email sign-in: a code to the address, then the code for a session. The answers are the same
 * whether the address has an account or not.
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
      const { service, now } = request
      const project = await requireProject(service, projectId)
      // Spec sections 5 and 9: a new login within 30 s of the last is refused.
      const lastSentAt = await lastLoginCodeSentAt(service.database, email)
      const waitMs = lastSentAt
        ? lastSentAt.getTime() + service.config.limits.emailLoginCooldownMs - now.getTime()
        : 0
      if (waitMs > 0)
        throw new ApiError('rate_limited', `Please try again after ${Math.ceil(waitMs / 1000)} seconds`, {
          retryAfterMs: waitMs,
        })
      await sendEmailCode(service, { purpose: 'login', project, recipient: email, now })
      const answer: EmailStartResponse = { action: 'VERIFY_OTP' }
      return { body: answer }
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
      const { service, now } = request
      await requireProject(service, projectId)
      await requireValidCode(service, { owner: { purpose: 'login', recipient: email, projectId }, code, now })
      const idleMs = service.config.limits.refreshTokenIdleMs
      const { user, grant } = await service.database.transaction(async (transaction) => {
        const user = await recordLogin(transaction, email, now)
        return { user, grant: await openSession(transaction, { userId: user.id, projectId, now, idleMs }) }
      })
      return { body: sessionResponse(service, grant, user, now) }
    },
  },
]
