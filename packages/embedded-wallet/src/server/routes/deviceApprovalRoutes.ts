import type { DeviceApprovalStatusResponse } from '../api.js'
import { ApiError } from '../http/apiError.js'
import { readSecretToken } from '../http/bodyFields.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { readDeviceApprovalState } from '../store/deviceApprovalsStore.js'

/**
 * `POST /v1/auth/device/status`: whether the address's owner approved this browser's sign-in.
 * The frame polls it each second for up to two minutes, so it is not counted against the per-IP
 * limit; an approval's id is a 256-bit secret, so guessing one is not a concern.
 */
export const deviceApprovalRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/auth/device/status',
    async handle(request) {
      const deviceApprovalId = readSecretToken(await request.body(), 'deviceApprovalId')
      const state = await readDeviceApprovalState(request.service.database, {
        deviceApprovalId,
        now: request.now,
      })
      if (!state) throw new ApiError('not_found', 'Unknown device approval')
      const body: DeviceApprovalStatusResponse = { state }
      return { body }
    },
  },
]
