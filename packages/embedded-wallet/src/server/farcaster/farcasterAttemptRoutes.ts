import { randomUUID } from 'node:crypto'
import { isOriginAllowed } from '@latchkit/core/clients'
import type { FarcasterAttemptResponse, FarcasterResultResponse } from '../api.js'
import { limitClientAddress } from '../auth/limitClientAddress.js'
import { sessionResponse } from '../auth/sessionResponse.js'
import { secretTokenShape } from '../crypto/secretToken.js'
import { ApiError, refusal } from '../http/apiError.js'
import { readProjectIdField, readSecretToken, readString } from '../http/bodyFields.js'
import { requireProject } from '../routes/requireProject.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { attemptIdShape } from '../social/socialPaths.js'
import { openSession } from '../store/sessionsStore.js'
import { findUser } from '../store/usersStore.js'
import { abandonFarcasterAttempt, takeFarcasterAttemptResult } from './farcasterChannelsStore.js'
import { openChannel } from './openChannel.js'

/**
 * Farcaster sign-in, the frame's side (SECURITY.md, "Farcaster"): it opens an attempt (a channel
 * for the site) with its secret's hash, asks for the result with the secret, or abandons it when
 * the visitor left the view.
 */
export const farcasterAttemptRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/auth/farcaster/attempts',
    async handle(request) {
      await limitClientAddress(request)
      const body = await request.body()
      const projectId = readProjectIdField(body)
      const secretHash = readString(body, 'secretHash', 43)
      const siteOrigin = readString(body, 'siteOrigin', 2048)
      const { service, now } = request
      const project = await requireProject(service, projectId)
      const farcaster = service.config.farcaster
      if (!farcaster) throw refusal('not_found', 'FARCASTER_CONNECT_FAILED')
      // A SHA-256 as unpadded base64url has a secret token's shape: 43 characters.
      if (!secretTokenShape.test(secretHash))
        throw new ApiError('invalid_request', '"secretHash" must be a SHA-256.')
      const site = siteUrl(siteOrigin)
      if (!site || !isOriginAllowed(siteOrigin, project.allowedOrigins))
        throw new ApiError('origin_not_allowed', 'Origin Not Allowed')
      const attemptId = randomUUID()
      const channel = await openChannel(service.database, {
        farcaster,
        // EIP-4361: the domain is the site's authority (host and port), the uri the site itself.
        request: { siweUri: site.origin, domain: site.host, nonce: undefined, acceptAuthAddress: false },
        attempt: { id: attemptId, secretHash: Buffer.from(secretHash, 'base64url'), projectId },
        now,
      })
      const answer: FarcasterAttemptResponse = { attemptId, url: channel.url }
      return { body: answer }
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/farcaster/result',
    async handle(request) {
      const body = await request.body()
      const projectId = readProjectIdField(body)
      const attemptId = readAttemptId(body)
      const secret = readSecretToken(body, 'secret')
      const { service, now } = request
      await requireProject(service, projectId)
      const idleMs = service.config.limits.refreshTokenIdleMs
      const answer = await service.database.transaction(
        async (transaction): Promise<FarcasterResultResponse> => {
          const result = await takeFarcasterAttemptResult(transaction, { attemptId, secret, projectId, now })
          if (result.status === 'pending') return { status: 'pending' }
          if (result.status === 'gone') throw refusal('not_found', 'FARCASTER_CONNECT_FAILED')
          const user = result.status === 'done' ? await findUser(transaction, result.userId) : undefined
          if (result.status !== 'done' || !user) throw refusal('unauthorized', 'FARCASTER_CONNECT_FAILED')
          const grant = await openSession(transaction, { userId: user.id, projectId, now, idleMs })
          const { fid, username } = result.answer
          return { status: 'done', fid, username, ...sessionResponse(service, grant, user, now) }
        },
      )
      return { body: answer }
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/farcaster/abandon',
    async handle(request) {
      const body = await request.body()
      const attemptId = readAttemptId(body)
      const secret = readSecretToken(body, 'secret')
      await abandonFarcasterAttempt(request.service.database, { attemptId, secret })
      return { body: {} }
    },
  },
]

function readAttemptId(body: Record<string, unknown>): string {
  const value = body.attemptId
  if (typeof value !== 'string' || !attemptIdShape.test(value))
    throw new ApiError('invalid_request', '"attemptId" must be an attempt the service made.')
  return value
}

/** The site's origin as a URL, only when it is exactly an http(s) origin. */
function siteUrl(origin: string): URL | undefined {
  try {
    const url = new URL(origin)
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined
  } catch {
    return undefined
  }
}
