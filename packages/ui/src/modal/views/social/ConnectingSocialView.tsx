import { useRef, useSyncExternalStore } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { socialAttempt } from './socialAttempt.js'
import { socialCss } from './socialCss.js'
import { SocialIcon } from './socialIcons.js'
import { socialProviderNames } from './socialProviderNames.js'
import { startSocialLogin } from './startSocialLogin.js'

/**
 * ConnectingSocial: the provider's logo in a spinning ring while the visitor logs in in the popup;
 * a failure is said with Try again, which opens a new popup in its click. Reached with no attempt
 * of this page's (the page came back from the provider's page, and the controller showed it), it
 * waits for the provider of the route's data.
 */
export default function ConnectingSocialView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, socialCss)
  const store = socialAttempt(kit)
  const attempt = useSyncExternalStore(store.subscribe, store.get, store.get)
  const routed = useKitState((kitState) => kitState.modal.data?.socialProvider)
  const provider = routed ?? attempt?.provider
  if (!provider) return <div ref={ref} className="connecting" />
  const failure = attempt?.provider === provider && attempt.status === 'failed' ? attempt : undefined
  const waiting = failure === undefined

  return (
    <div ref={ref} className="connecting" data-status={waiting ? 'waiting' : 'failed'}>
      <span className="social-logo" data-waiting={waiting ? '' : undefined}>
        <SocialIcon provider={provider} />
      </span>
      <p className="connecting-name">{t('logInWithProvider', { provider: socialProviderNames[provider] })}</p>
      {waiting ? (
        <p className="message" role="status">
          {t('continueInPopup')}
        </p>
      ) : (
        <>
          <p className="status-error" role="alert">
            {failureText(failure.error, { catalogue: state.catalogue, t })}
          </p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => void startSocialLogin(kit, provider)}
          >
            {t('tryAgain')}
          </button>
        </>
      )}
    </div>
  )
}
