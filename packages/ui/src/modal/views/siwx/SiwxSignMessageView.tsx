import { useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { WalletImage } from '../../WalletImage.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { siwxCss } from './siwxCss.js'

type Pending = 'sign' | 'cancel' | undefined

/**
 * SIWXSignMessage: the site (name and icon) asks the connected account to sign in; the exact
 * message is shown before the visitor signs. Sign asks the wallet and, once signed, the kit keeps
 * the session and closes; Cancel closes, or when sign-in is required returns to the last signed-in
 * network or disconnects. Failures reach the visitor as the kit's snackbar ('Error signing message').
 */
export default function SiwxSignMessageView() {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, siwxCss)
  const request = useKitState((state) => state.modal.data?.signIn)
  const address = useKitState((state) => {
    const namespace = state.modal.namespace ?? state.network.activeNamespace
    return namespace ? state.accounts[namespace]?.address : undefined
  })
  const [pending, setPending] = useState<Pending>()

  const run = (action: Exclude<Pending, undefined>) => {
    if (pending) return
    setPending(action)
    const done = action === 'sign' ? kit.signIn() : kit.cancelSignIn()
    // A refusal is already shown by the kit; the buttons come back for another try.
    done.catch(() => {}).finally(() => setPending(undefined))
  }

  const siteName = request?.site.name ?? ''
  return (
    <div ref={ref} className="siwx">
      <div className="siwx-site">
        <WalletImage src={request?.site.iconUrl} alt="" size={64} />
        <p className="siwx-lead">{t('signInLead', { name: siteName })}</p>
        <p className="siwx-text">{t('signInExplain')}</p>
        {address ? (
          <p className="siwx-account">
            <span className="visually-hidden">{t('account')}: </span>
            {/* An address reads left to right in every language. */}
            <span dir="ltr">{address}</span>
          </p>
        ) : null}
      </div>
      {request?.unsigned ? (
        // Focusable so keyboard users can scroll a long message. The message is the sign-in
        // protocol's text (domain, address, fields): left to right whatever the modal's language.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="siwx-message" tabIndex={0} aria-label={t('signInMessage')} dir="ltr">
          <pre>{request.unsigned.message}</pre>
        </section>
      ) : null}
      <div className="siwx-actions">
        <button
          type="button"
          className="siwx-button"
          data-kind="secondary"
          aria-disabled={pending !== undefined}
          onClick={() => run('cancel')}
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          className="siwx-button"
          data-kind="primary"
          aria-disabled={pending !== undefined}
          aria-busy={pending === 'sign'}
          onClick={() => run('sign')}
        >
          {pending === 'sign' ? t('signing') : t('sign')}
        </button>
      </div>
    </div>
  )
}
