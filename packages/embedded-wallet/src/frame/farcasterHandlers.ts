import type { FrameResponsePayloads } from '../protocol/framePayloads.js'
import type { LoginAttemptWaiter } from './loginAttemptWaiter.js'
import type { ServiceClient } from './service/serviceClient.js'
import type { SocialAttempts } from './service/socialAttempts.js'
import { attemptOf } from './socialHandlers.js'

/**
 * The frame's part of Sign In With Farcaster (SECURITY.md, "Farcaster"): it begins the attempt with
 * its secret's hash (the service opens the relay channel for the site's origin), hands the site
 * the address the visitor's Farcaster app opens, waits for the result with the secret, and
 * abandons the attempt when the visitor leaves the view.
 */
export function createFarcasterHandlers(context: {
  projectId: string
  siteOrigin: string
  service: ServiceClient
  attempts: SocialAttempts
  waiter: LoginAttemptWaiter
}) {
  const { service, attempts, waiter } = context
  return {
    async ConnectFarcaster(): Promise<FrameResponsePayloads['ConnectFarcaster']> {
      const { secret, secretHash } = await attempts.newSecret()
      const { attemptId, url } = await service.startFarcaster({
        projectId: context.projectId,
        secretHash,
        siteOrigin: context.siteOrigin,
      })
      attempts.keep({ attemptId, secret }, { survivesReload: false })
      return { attemptId, url }
    },
    async AwaitFarcaster(payload: unknown): Promise<FrameResponsePayloads['AwaitFarcaster']> {
      const { attemptId, secret } = attemptOf(waiter, payload)
      const { result, wallet } = await waiter.wait(attemptId, () =>
        service.farcasterResult({ projectId: context.projectId, attemptId, secret }),
      )
      return { wallet, fid: result.fid, username: result.username }
    },
    async AbandonFarcaster(payload: unknown): Promise<FrameResponsePayloads['AbandonFarcaster']> {
      const { attemptId, secret } = attemptOf(waiter, payload)
      await service.abandonFarcaster({ attemptId, secret })
      return {}
    },
  }
}
