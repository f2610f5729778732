import { isTelegram, type LatchKit, type SocialLoginController, type SocialProvider } from '@latchkit/core'
import { openSocialPopup, type PopupOpener } from './openSocialPopup.js'
import { socialAttempt } from './socialAttempt.js'

/** The social login's code did not download: 'Unable to load social login dependency'. */
const dependencyFailure = { name: 'SocialLoginDependencyError', code: 'SOCIAL_LOGIN_DEPENDENCY_FAILED' }

/** The page's side a social login uses: its window for the popup, and Telegram's globals. */
export type SocialLoginPage = PopupOpener & Parameters<typeof isTelegram>[0]

/**
 * Logs in with `provider` from the visitor's click: opens the popup at once (none on Telegram,
 * whose in-app browser leaves the page for the provider instead), shows ConnectingSocial, then
 * hands the popup to the social login feature's controller, downloading it first if need be. A
 * failure closes the popup and stays in the attempt (`socialAttempt`) for the view to say. One
 * attempt at a time: a call while one waits does nothing.
 * @returns once the attempt has succeeded or failed; it never rejects.
 */
export async function startSocialLogin(
  kit: LatchKit,
  provider: SocialProvider,
  page: SocialLoginPage = window,
): Promise<void> {
  const attempt = socialAttempt(kit)
  if (attempt.get()?.status === 'waiting') return
  // Everything up to the first await runs inside the click: a popup opened later is blocked.
  const popup = isTelegram(page) ? null : openSocialPopup(page)
  attempt.set({ provider, status: 'waiting' })
  try {
    kit.navigate('ConnectingSocial', { socialProvider: provider })
    const controller = (await kit.loadFeature('socials').catch(() => {
      throw dependencyFailure
    })) as SocialLoginController
    await controller.connectSocial({ provider, popup })
    attempt.set(undefined)
  } catch (error) {
    if (popup && !popup.closed) popup.close()
    attempt.set({ provider, status: 'failed', error })
  }
}
