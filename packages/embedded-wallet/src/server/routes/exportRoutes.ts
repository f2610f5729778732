import type { ExportStartResponse, ExportVerifyResponse } from '../api.js'
import { authenticate } from '../auth/authenticate.js'
import { requireUserEmail } from '../auth/requireUserEmail.js'
import { requireValidCode } from '../auth/requireValidCode.js'
import { sendEmailCode } from '../auth/sendEmailCode.js'
import { readCode } from '../http/bodyFields.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { requireProject } from './requireProject.js'

/** A fresh code before the frame shows the private key (SECURITY.md, "Export"). */
export const exportRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/export/start',
    async handle(request) {
      const { user, projectId } = await authenticate(request)
      const { service, now } = request
      const project = await requireProject(service, projectId)
      await sendEmailCode(service, {
        purpose: 'export',
        project,
        recipient: requireUserEmail(user),
        userId: user.id,
        now,
      })
      const body: ExportStartResponse = { action: 'VERIFY_OTP' }
      return { body }
    },
  },
  {
    method: 'POST',
    path: '/v1/export/verify',
    async handle(request) {
      const { user } = await authenticate(request)
      const code = readCode(await request.body())
      await requireValidCode(request.service, {
        owner: { purpose: 'export', userId: user.id },
        code,
        now: request.now,
      })
      const body: ExportVerifyResponse = { verified: true }
      return { body }
    },
  },
]
