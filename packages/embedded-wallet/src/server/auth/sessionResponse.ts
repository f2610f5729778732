import type { SessionResponse } from '../api.js'
import type { ServiceContext } from '../service/serviceContext.js'
import { type AccessTokenClaims, accessTokenLifetimeSeconds } from '../session/accessTokenClaims.js'
import { signJwt } from '../session/signJwt.js'
import type { SessionGrant } from '../store/sessionsStore.js'
import type { User } from '../store/usersStore.js'

/** The tokens of a session: a fresh access token signed with the current key, and the refresh token. */
export function sessionResponse(
  service: ServiceContext,
  grant: SessionGrant,
  user: User,
  now: Date,
): SessionResponse {
  const issuedAt = Math.floor(now.getTime() / 1000)
  const claims: AccessTokenClaims = {
    iss: service.publicUrl,
    sub: user.id,
    aud: grant.projectId,
    ...(user.email === null ? {} : { email: user.email }),
    iat: issuedAt,
    exp: issuedAt + accessTokenLifetimeSeconds,
    sid: grant.sessionId,
  }
  return {
    accessToken: signJwt(claims, service.signingKeys.current()),
    refreshToken: grant.refreshToken,
    expiresIn: accessTokenLifetimeSeconds,
    user: { id: user.id, email: user.email, createdAt: user.createdAt.toISOString() },
  }
}
