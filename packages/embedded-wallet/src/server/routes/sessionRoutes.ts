import type { SignOutResponse } from '../api.js'
import { authenticate } from '../auth/authenticate.js'
import { limitClientAddress } from '../auth/limitClientAddress.js'
import { sessionResponse } from '../auth/sessionResponse.js'
import { sessionExpired } from '../http/apiError.js'
import { readString } from '../http/bodyFields.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { findSessionOfRefreshToken, revokeSession, rotateRefreshToken } from '../store/sessionsStore.js'
import { findUser } from '../store/usersStore.js'

export const sessionRoutes: ApiRoute[] = [
  {
    // A new token pair for a refresh token, which is used up. A token used twice revokes its session.
    method: 'POST',
    path: '/v1/auth/refresh',
    async handle(request) {
      await limitClientAddress(request)
      const refreshToken = readString(await request.body(), 'refreshToken', 256)
      const { service, now } = request
      const grant = await rotateRefreshToken(service.database, {
        refreshToken,
        now,
        idleMs: service.config.limits.refreshTokenIdleMs,
      })
      if ('refused' in grant) throw sessionExpired()
      const user = await findUser(service.database, grant.userId)
      if (!user) throw sessionExpired()
      return { body: sessionResponse(service, grant, user, now) }
    },
  },
  {
    // Ends the session of the access token and the one of the refresh token, when it is the same user's.
    method: 'POST',
    path: '/v1/auth/sign-out',
    async handle(request) {
      const viewer = await authenticate(request)
      const refreshToken = readString(await request.body(), 'refreshToken', 256)
      const { service, now } = request
      const tokenSession = await findSessionOfRefreshToken(service.database, refreshToken)
      if (tokenSession?.userId === viewer.user.id)
        await revokeSession(service.database, tokenSession.sessionId, now)
      await revokeSession(service.database, viewer.sessionId, now)
      const body: SignOutResponse = { signedOut: true }
      return { body }
    },
  },
]
