import type { SocialProvider } from '@latchkit/core'
import { useRef } from 'react'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { socialCss } from '../social/socialCss.js'
import { SocialIcon } from '../social/socialIcons.js'
import { socialProviderNames } from '../social/socialProviderNames.js'
import { startSocialLogin } from '../social/startSocialLogin.js'

/**
 * The Connect view's social login (spec section 2): the first provider as a wide "Continue with
 * …" button, the others as a row of square logo buttons named the same way. A click opens the
 * provider's popup at once and shows ConnectingSocial while the visitor answers there.
 */
export function SocialSection({ providers }: { providers: readonly SocialProvider[] }) {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, socialCss)
  const [first, ...others] = providers
  if (!first) return null
  const label = (provider: SocialProvider) =>
    t('continueWithProvider', { provider: socialProviderNames[provider] })
  const start = (provider: SocialProvider) => () => void startSocialLogin(kit, provider)

  return (
    <div ref={ref} className="social">
      <button type="button" className="row" onClick={start(first)}>
        <SocialIcon provider={first} />
        {label(first)}
      </button>
      {others.length > 0 ? (
        <div className="social-row">
          {others.map((provider) => (
            <button
              key={provider}
              type="button"
              className="row social-square"
              aria-label={label(provider)}
              title={label(provider)}
              onClick={start(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
