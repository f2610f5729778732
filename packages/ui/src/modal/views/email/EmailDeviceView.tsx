import { useEffect, useRef, useState } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { emailCss } from './emailCss.js'
import { loadEmailLogin, useEmailAction } from './useEmailLogin.js'

/**
 * EmailLogin while the wallet service waits for this browser to be approved (VERIFY_DEVICE): the
 * visitor opens the link mailed to them and approves; the view waits meanwhile and moves on to the
 * code by itself. After a failure (the wait timed out, the link expired or was refused) the visitor
 * keeps waiting or gets a new link.
 */
export default function EmailDeviceView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLDivElement>(null)
  useViewSheet(ref, emailCss)
  const email = useKitState((state) => state.modal.data?.email) ?? ''
  const resend = useEmailAction(kit)
  const [resent, setResent] = useState(false)
  // Each round is one wait for the approval; a new round (keep waiting, a new link) replaces it.
  const [round, setRound] = useState(0)
  const [failure, setFailure] = useState<unknown>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts a new wait
  useEffect(() => {
    let current = true
    setFailure(undefined)
    loadEmailLogin(kit)
      .then((controller) => controller.connectDevice())
      .catch((error: unknown) => {
        if (current) setFailure(error)
      })
    return () => {
      current = false
    }
  }, [kit, round])

  const waiting = failure === undefined || resend.busy
  const error = resend.error ?? (waiting ? undefined : failure)
  const status = error
    ? failureText(error, { catalogue: state.catalogue, t })
    : waiting
      ? t('deviceWaiting')
      : ''
  return (
    <div ref={ref} className="email-form">
      <p className="email-lead">
        <strong>{t('registerDevice')}</strong>
      </p>
      <p className="email-lead">{t('deviceLinkSentTo', { email })}</p>
      <p className="email-hint">{t('deviceLinkHint')}</p>
      <p className="email-error" role="status" aria-busy={waiting}>
        {resent && waiting && !resend.busy ? t('linkResent') : status}
      </p>
      {waiting ? null : (
        <button type="button" className="email-button" onClick={() => setRound((value) => value + 1)}>
          {t('keepWaiting')}
        </button>
      )}
      <button
        type="button"
        className="email-button"
        data-kind="secondary"
        aria-disabled={resend.busy}
        onClick={async () => {
          setResent(false)
          if (await resend.run((controller) => controller.resendCode())) {
            setResent(true)
            setRound((value) => value + 1)
          }
        }}
      >
        {t('resendLink')}
      </button>
    </div>
  )
}
