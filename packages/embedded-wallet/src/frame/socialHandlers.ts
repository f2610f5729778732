import { socialProviders } from '@latchkit/core'
import type { FrameResponsePayloads } from '../protocol/framePayloads.js'
import { InvalidFramePayloadError, UnknownSocialAttemptError } from './errors.js'
import type { LoginAttemptWaiter } from './loginAttemptWaiter.js'
import { readString } from './readPayload.js'
import type { ServiceClient } from './service/serviceClient.js'
import type { SocialAttempts } from './service/socialAttempts.js'

/**
 * The frame's part of a social login (SECURITY.md, "Social login"): it begins the attempt with its
 * secret's hash, waits for the result with the secret (the session comes to it alone), and
 * abandons the attempt when the site says the popup closed. The site learns the attempt's id, the
 * service's start address, and in the end the provider and the visitor's username there.
 */
export function createSocialHandlers(context: {
  projectId: string
  siteOrigin: string
  service: ServiceClient
  attempts: SocialAttempts
  waiter: LoginAttemptWaiter
}) {
  const { service, attempts, waiter } = context
  return {
    async ConnectSocial(payload: unknown): Promise<FrameResponsePayloads['ConnectSocial']> {
      const provider = readString(payload, 'provider', 16)
      if (!(socialProviders as readonly string[]).includes(provider))
        throw new InvalidFramePayloadError('provider')
      const record = payload as { returnTo?: unknown }
      const returnTo = record.returnTo === undefined ? undefined : readString(payload, 'returnTo', 2048)
      if (returnTo !== undefined && !isPageOf(returnTo, context.siteOrigin))
        throw new InvalidFramePayloadError('returnTo')
      const { secret, secretHash } = await attempts.newSecret()
      const { attemptId, startUrl } = await service.startSocial({
        projectId: context.projectId,
        provider,
        secretHash,
        siteOrigin: context.siteOrigin,
        ...(returnTo ? { returnTo } : {}),
      })
      attempts.keep({ attemptId, secret }, { survivesReload: returnTo !== undefined })
      return { attemptId, startUrl }
    },
    async AwaitSocial(payload: unknown): Promise<FrameResponsePayloads['AwaitSocial']> {
      const { attemptId, secret } = attemptOf(waiter, payload)
      const { result, wallet } = await waiter.wait(attemptId, () =>
        service.socialResult({ projectId: context.projectId, attemptId, secret }),
      )
      return { wallet, provider: result.provider, username: result.username }
    },
    async AbandonSocial(payload: unknown): Promise<FrameResponsePayloads['AbandonSocial']> {
      const { attemptId, secret } = attemptOf(waiter, payload)
      // A login that finished as the popup closed stays finished: the wait's next ask takes it.
      await service.abandonSocial({ attemptId, secret })
      return {}
    },
  }
}

/** The attempt the site names, with its secret: only one this frame began. */
export function attemptOf(waiter: LoginAttemptWaiter, payload: unknown) {
  const attemptId = readString(payload, 'attemptId', 64)
  const secret = waiter.secretOf(attemptId)
  if (!secret) throw new UnknownSocialAttemptError()
  return { attemptId, secret }
}

function isPageOf(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === origin
  } catch {
    return false
  }
}
