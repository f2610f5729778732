import type { WalletSetupStep } from '../protocol/framePayloads.js'
import type { SessionResponse } from '../server/api.js'
import { LoginWaitAbortedError } from './service/errors.js'
import type { FrameSession } from './service/frameSession.js'
import type { SocialAttempts } from './service/socialAttempts.js'
import { waitForLoginResult } from './service/waitForLoginResult.js'

/**
 * The frame's wait for a login made elsewhere (a social provider's popup, the visitor's Farcaster
 * app): one wait at a time; the session starts in the frame when the service gives it, and the
 * wallet's step follows. A refused, failed or vanished attempt is forgotten; an aborted wait (the
 * site's Abort, or a new wait) may be asked again.
 */
export function createLoginAttemptWaiter(context: {
  session: FrameSession
  attempts: SocialAttempts
  /** The wallet's step once a session started (as after an email code). */
  walletAfterLogin: () => Promise<WalletSetupStep>
}) {
  let wait: AbortController | undefined
  return {
    /** The secret of an attempt this frame began, else undefined. */
    secretOf: (attemptId: string) => context.attempts.secretOf(attemptId),
    async wait<done extends SessionResponse & { status: 'done' }>(
      attemptId: string,
      ask: () => Promise<{ status: 'pending' } | done>,
    ): Promise<{ result: done; wallet: WalletSetupStep }> {
      wait?.abort()
      const controller = new AbortController()
      wait = controller
      try {
        const result = (await waitForLoginResult({ ask, signal: controller.signal })) as done
        context.attempts.forget(attemptId)
        context.session.start(result)
        return { result, wallet: await context.walletAfterLogin() }
      } catch (error) {
        if (!(error instanceof LoginWaitAbortedError)) context.attempts.forget(attemptId)
        throw error
      } finally {
        if (wait === controller) wait = undefined
      }
    },
    /** Ends the wait, if any (the site's Abort). */
    abort() {
      wait?.abort()
    },
  }
}

export type LoginAttemptWaiter = ReturnType<typeof createLoginAttemptWaiter>
