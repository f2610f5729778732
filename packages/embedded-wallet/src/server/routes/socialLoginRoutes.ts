import { isOriginAllowed } from '@latchkit/core/clients'
import type { SocialAttemptResponse, SocialResultResponse } from '../api.js'
import { limitClientAddress } from '../auth/limitClientAddress.js'
import { sessionResponse } from '../auth/sessionResponse.js'
import { secretTokenShape } from '../crypto/secretToken.js'
import { ApiError, refusal } from '../http/apiError.js'
import { readProjectIdField, readSecretToken, readString } from '../http/bodyFields.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { isSocialProviderId } from '../social/providers/socialProvider.js'
import { attemptIdShape, socialStartUrl } from '../social/socialPaths.js'
import { openSession } from '../store/sessionsStore.js'
import {
  abandonSocialAttempt,
  createSocialAttempt,
  takeSocialAttemptResult,
} from '../store/socialAttemptsStore.js'
import { findSocialIdentity } from '../store/socialIdentitiesStore.js'
import { findUser } from '../store/usersStore.js'
import { requireProject } from './requireProject.js'

/** An attempt lives this long: the visitor's time at the provider, with room to spare. */
const attemptTtlMs = 10 * 60_000

/**
 * Social login, the frame's side (SECURITY.md, "Social login"): it creates an attempt with its
 * secret's hash, asks for the result with the secret, or abandons it when the popup closed.
 */
export const socialLoginRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/v1/auth/social/attempts',
    async handle(request) {
      await limitClientAddress(request)
      const body = await request.body()
      const projectId = readProjectIdField(body)
      const provider = readString(body, 'provider', 16)
      const secretHash = readString(body, 'secretHash', 43)
      const siteOrigin = readString(body, 'siteOrigin', 2048)
      const returnTo = body.returnTo === undefined ? undefined : readString(body, 'returnTo', 2048)
      const { service, now } = request
      const project = await requireProject(service, projectId)
      if (!isSocialProviderId(provider) || !service.config.social[provider])
        throw new ApiError('invalid_request', 'Failed to initiate social connection')
      // A SHA-256 as unpadded base64url has a secret token's shape: 43 characters.
      if (!secretTokenShape.test(secretHash))
        throw new ApiError('invalid_request', '"secretHash" must be a SHA-256.')
      if (!isOriginAllowed(siteOrigin, project.allowedOrigins) || new URL(siteOrigin).origin !== siteOrigin)
        throw new ApiError('origin_not_allowed', 'Origin Not Allowed')
      if (returnTo !== undefined && !isSameOrigin(returnTo, siteOrigin))
        throw new ApiError('invalid_request', '"returnTo" must be a page of the site\'s origin.')
      const attemptId = await createSocialAttempt(service.database, {
        projectId,
        provider,
        siteOrigin,
        returnTo,
        secretHash: Buffer.from(secretHash, 'base64url'),
        now,
        ttlMs: attemptTtlMs,
      })
      const answer: SocialAttemptResponse = { attemptId, startUrl: socialStartUrl(service, attemptId) }
      return { body: answer }
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/social/result',
    async handle(request) {
      const body = await request.body()
      const projectId = readProjectIdField(body)
      const attemptId = readAttemptId(body)
      const secret = readSecretToken(body, 'secret')
      const { service, now } = request
      await requireProject(service, projectId)
      const idleMs = service.config.limits.refreshTokenIdleMs
      const answer = await service.database.transaction(
        async (transaction): Promise<SocialResultResponse> => {
          const result = await takeSocialAttemptResult(transaction, { id: attemptId, secret, now })
          if (result.status === 'pending') return { status: 'pending' }
          if (result.status === 'gone') throw refusal('not_found', 'FAILED_TO_CONNECT')
          if (result.status === 'failed')
            throw refusal(
              'unauthorized',
              result.failure === 'denied' ? 'CONNECTION_REJECTED' : 'FAILED_TO_CONNECT',
            )
          const user = await findUser(transaction, result.userId)
          const identity = await findSocialIdentity(transaction, result.userId)
          if (!user || !identity) throw refusal('unauthorized', 'FAILED_TO_CONNECT')
          const grant = await openSession(transaction, { userId: user.id, projectId, now, idleMs })
          return { status: 'done', ...identity, ...sessionResponse(service, grant, user, now) }
        },
      )
      return { body: answer }
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/social/abandon',
    async handle(request) {
      const body = await request.body()
      const attemptId = readAttemptId(body)
      const secret = readSecretToken(body, 'secret')
      await abandonSocialAttempt(request.service.database, { id: attemptId, secret })
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

function isSameOrigin(address: string, origin: string): boolean {
  try {
    const url = new URL(address)
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:')
  } catch {
    return false
  }
}
