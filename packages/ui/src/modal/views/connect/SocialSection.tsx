import type { LoginProvider, SocialProvider } from '@latchkit/core'
import { useRef } from 'react'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { socialCss } from '../social/socialCss.js'
import { SocialIcon } from '../social/socialIcons.js'
import { socialProviderNames } from '../social/socialProviderNames.js'
import { startFarcasterLogin } from '../social/startFarcasterLogin.js'
import { startSocialLogin } from '../social/startSocialLogin.js'

/**
 * The Connect view's social login (spec section 2): the first provider as a wide "Continue with
 * …" button, the others as a row of square logo buttons named the same way, Farcaster last when
 * its feature is on. A provider's click opens its popup at once and shows ConnectingSocial while
 * the visitor answers there; Farcaster's shows ConnectingFarcaster (a QR code, no popup).
 */
export function SocialSection({
  providers,
  farcaster = false,
}: {
  providers: readonly SocialProvider[]
  /** Whether to offer Farcaster (its feature is installed and on). */
  farcaster?: boolean
}) {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, socialCss)
  const logins: readonly LoginProvider[] = farcaster ? [...providers, 'farcaster'] : providers
  const [first, ...others] = logins
  if (!first) return null
  const label = (login: LoginProvider) => t('continueWithProvider', { provider: socialProviderNames[login] })
  const start = (login: LoginProvider) => () =>
    void (login === 'farcaster' ? startFarcasterLogin(kit) : startSocialLogin(kit, login))

  return (
    <div ref={ref} className="social">
      <button type="button" className="row" onClick={start(first)}>
        <SocialIcon provider={first} />
        {label(first)}
      </button>
      {others.length > 0 ? (
        <div className="social-row">
          {others.map((login) => (
            <button
              key={login}
              type="button"
              className="row social-square"
              aria-label={label(login)}
              title={label(login)}
              onClick={start(login)}
            >
              <SocialIcon provider={login} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
