import { SessionTokenError } from '../errors.js'
import { sessionExpired } from '../http/apiError.js'
import type { ApiRequest } from '../service/apiRequest.js'
import { verifyJwt } from '../session/verifyJwt.js'
import { isSessionActive } from '../store/sessionsStore.js'
import { findUser, type User } from '../store/usersStore.js'

/** Who a request acts for. */
export type Viewer = { user: User; sessionId: string; projectId: string }

/**
 * The user of the request's Bearer access token: signed by the service, not expired, and of a
 * session that is still open (signing out or a reused refresh token ends its access tokens here
 * at once, not only when they expire).
 *
 * @throws {ApiError} `unauthorized` 'Session Expired'
 */
export async function authenticate(request: ApiRequest): Promise<Viewer> {
  const header = request.request.headers.authorization ?? ''
  const token = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header)?.[1]
  if (!token) throw sessionExpired()
  const { service } = request
  const verify = () =>
    verifyJwt(token, {
      keys: service.signingKeys.publicKeys(),
      issuer: service.publicUrl,
      audience: () => true,
      now: request.now.getTime(),
      clockToleranceSeconds: 0,
    })
  let claims: ReturnType<typeof verifyJwt>
  try {
    claims = verify()
  } catch (error) {
    if (!(error instanceof SessionTokenError)) throw error
    if (error.problem !== 'unknown-key') throw sessionExpired()
    // Signed by a key another instance added since this one loaded its keys.
    await service.signingKeys.reload()
    try {
      claims = verify()
    } catch {
      throw sessionExpired()
    }
  }
  if (!(await isSessionActive(service.database, claims.sid))) throw sessionExpired()
  const user = await findUser(service.database, claims.sub)
  if (!user) throw sessionExpired()
  return { user, sessionId: claims.sid, projectId: claims.aud }
}
