import type {
  EmailChangeStartResponse,
  EmailChangeStateResponse,
  EmailChangeVerifyPrimaryResponse,
  EmailChangeVerifySecondaryResponse,
} from '../api.js'
import { authenticate } from '../auth/authenticate.js'
import { requireUserEmail } from '../auth/requireUserEmail.js'
import { requireValidCode } from '../auth/requireValidCode.js'
import { sendEmailCode } from '../auth/sendEmailCode.js'
import { ApiError, refusal } from '../http/apiError.js'
import { readCode, readEmail } from '../http/bodyFields.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { type EmailChangeState, findEmailChange, saveEmailChange } from '../store/emailChangesStore.js'
import { changeUserEmail } from '../store/usersStore.js'
import { requireProject } from './requireProject.js'

const notWaiting = (state: EmailChangeState) =>
  new ApiError('invalid_request', `No email change is waiting for this code (expected state ${state}).`)

/**
 * Changing the account's email (spec sections 4 and 5): a code to the current address proves the
 * account's owner asks, then a code to the new address proves it is theirs.
 */
export const emailChangeRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/email/change/start',
    async handle(request) {
      const { user, projectId } = await authenticate(request)
      const email = requireUserEmail(user)
      const newEmail = readEmail(await request.body(), 'newEmail')
      if (newEmail === email) throw refusal('invalid_request', 'EMAIL_UNCHANGED')
      const { service, now } = request
      const project = await requireProject(service, projectId)
      await sendEmailCode(service, {
        purpose: 'email-change-primary',
        project,
        recipient: email,
        userId: user.id,
        now,
      })
      await saveEmailChange(service.database, user.id, { newEmail, state: 'awaiting-primary', now })
      const body: EmailChangeStartResponse = { action: 'VERIFY_PRIMARY_OTP' }
      return { body }
    },
  },
  {
    method: 'POST',
    path: '/v1/email/change/verify-primary',
    async handle(request) {
      const { user, projectId } = await authenticate(request)
      const code = readCode(await request.body())
      const { service, now } = request
      const change = await findEmailChange(service.database, user.id)
      if (change?.state !== 'awaiting-primary') throw notWaiting('awaiting-primary')
      await requireValidCode(service, {
        owner: { purpose: 'email-change-primary', userId: user.id },
        code,
        now,
      })
      const project = await requireProject(service, projectId)
      await sendEmailCode(service, {
        purpose: 'email-change-secondary',
        project,
        recipient: change.newEmail,
        userId: user.id,
        now,
      })
      await saveEmailChange(service.database, user.id, {
        newEmail: change.newEmail,
        state: 'awaiting-secondary',
        now,
      })
      const body: EmailChangeVerifyPrimaryResponse = { action: 'VERIFY_SECONDARY_OTP' }
      return { body }
    },
  },
  {
    method: 'POST',
    path: '/v1/email/change/verify-secondary',
    async handle(request) {
      const { user } = await authenticate(request)
      const code = readCode(await request.body())
      const { service, now } = request
      const change = await findEmailChange(service.database, user.id)
      if (change?.state !== 'awaiting-secondary') throw notWaiting('awaiting-secondary')
      const recipient = await requireValidCode(service, {
        owner: { purpose: 'email-change-secondary', userId: user.id },
        code,
        now,
      })
      // One statement: a unique violation inside a transaction would abort it.
      const changed = await changeUserEmail(service.database, user.id, recipient)
      if (changed !== 'taken')
        await saveEmailChange(service.database, user.id, { newEmail: recipient, state: 'done', now })
      if (changed === 'taken') throw refusal('conflict', 'EMAIL_TAKEN')
      const body: EmailChangeVerifySecondaryResponse = { user: { id: changed.id, email: recipient } }
      return { body }
    },
  },
  {
    // Polled each second by the modal. A step left waiting longer than a code lives is over.
    method: 'GET',
    path: '/v1/email/change',
    async handle(request) {
      const { user } = await authenticate(request)
      const { service, now } = request
      const change = await findEmailChange(service.database, user.id)
      const lapsed =
        change !== undefined &&
        change.state !== 'done' &&
        change.updatedAt.getTime() + service.config.limits.codeTtlMs <= now.getTime()
      const body: EmailChangeStateResponse =
        !change || lapsed ? { state: 'none' } : { state: change.state, newEmail: change.newEmail }
      return { body }
    },
  },
]
