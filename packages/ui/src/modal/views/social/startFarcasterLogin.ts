import type { FarcasterLoginController, LatchKit } from '@latchkit/core'
import { farcasterAttempt } from './farcasterAttempt.js'

/** The login's code did not download: 'Unable to load social login dependency'. */
const dependencyFailure = { name: 'SocialLoginDependencyError', code: 'SOCIAL_LOGIN_DEPENDENCY_FAILED' }

/** The controller's answer when the visitor left ConnectingFarcaster: they gave the login up. */
const abortedCode = 'REQUEST_ABORTED'

/**
 * Logs in with Farcaster from the visitor's click: shows ConnectingFarcaster, then asks the
 * Farcaster feature's controller (downloading it first if need be), which puts the address for
 * the visitor's Farcaster app in the view's data and, once the app has signed in, connects and
 * closes the modal. No popup: the visitor scans a QR code or follows a link. A failure stays in
 * the attempt (`farcasterAttempt`) for the view to say; a login the visitor left is forgotten.
 * One attempt at a time: a call while one waits does nothing.
 * @returns once the attempt has succeeded, failed or been left; it never rejects.
 */
export async function startFarcasterLogin(kit: LatchKit): Promise<void> {
  const attempt = farcasterAttempt(kit)
  if (attempt.get()?.status === 'waiting') return
  attempt.set({ status: 'waiting' })
  try {
    // Try again on the view itself: its data still holds the failed login's address, which no
    // app should scan now, so the view takes its own place without it.
    const isShown = kit.getState().modal.view === 'ConnectingFarcaster'
    kit.navigate('ConnectingFarcaster', undefined, isShown ? { replace: true } : undefined)
    const controller = (await kit.loadFeature('farcaster').catch(() => {
      throw dependencyFailure
    })) as FarcasterLoginController
    await controller.connectFarcaster()
    attempt.set(undefined)
  } catch (error) {
    const left = (error as { code?: unknown } | undefined)?.code === abortedCode
    attempt.set(left ? undefined : { status: 'failed', error })
  }
}
