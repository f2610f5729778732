import { socialProviders } from '@latchkit/core'
import type { FrameResponsePayloads, WalletSetupStep } from '../protocol/framePayloads.js'
import { InvalidFramePayloadError, UnknownSocialAttemptError } from './errors.js'
import { readString } from './readPayload.js'
import { SocialLoginAbortedError } from './service/errors.js'
import type { FrameSession } from './service/frameSession.js'
import type { ServiceClient } from './service/serviceClient.js'
import type { SocialAttempts } from './service/socialAttempts.js'
import { waitForSocialResult } from './service/waitForSocialResult.js'

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
  session: FrameSession
  attempts: SocialAttempts
  /** The wallet's step once a session started (as after an email code). */
  walletAfterLogin: () => Promise<WalletSetupStep>
}) {
  const { service, attempts } = context
  /** The wait for a result, if any: a new one, or the site's Abort, ends it. */
  let wait: AbortController | undefined

  const attemptOf = (payload: unknown) => {
    const attemptId = readString(payload, 'attemptId', 64)
    const secret = attempts.secretOf(attemptId)
    if (!secret) throw new UnknownSocialAttemptError()
    return { attemptId, secret }
  }

  return {
    handlers: {
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
        const { attemptId, secret } = attemptOf(payload)
        wait?.abort()
        const controller = new AbortController()
        wait = controller
        try {
          const result = await waitForSocialResult({
            service,
            projectId: context.projectId,
            attemptId,
            secret,
            signal: controller.signal,
          })
          attempts.forget(attemptId)
          context.session.start(result)
          return {
            wallet: await context.walletAfterLogin(),
            provider: result.provider,
            username: result.username,
          }
        } catch (error) {
          // Refused, failed or gone: the attempt cannot finish; an aborted wait may be asked again.
          if (!(error instanceof SocialLoginAbortedError)) attempts.forget(attemptId)
          throw error
        } finally {
          if (wait === controller) wait = undefined
        }
      },
      async AbandonSocial(payload: unknown): Promise<FrameResponsePayloads['AbandonSocial']> {
        const { attemptId, secret } = attemptOf(payload)
        // A login that finished as the popup closed stays finished: the wait's next ask takes it.
        await service.abandonSocial({ attemptId, secret })
        return {}
      },
    },
    /** Ends the wait for a result (the site's Abort). */
    abort() {
      wait?.abort()
    },
  }
}

function isPageOf(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === origin
  } catch {
    return false
  }
}
