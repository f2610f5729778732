import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { emailCss } from './emailCss.js'
import { loadEmailLogin, useEmailAction } from './useEmailLogin.js'

type Step = 'email' | 'primary' | 'secondary'

/** Spec section 9: the email change is polled each second. */
const emailChangePollMs = 1000

/**
 * UpdateEmailWallet (spec section 4): the new email, then the code sent to the current address,
 * then the code sent to the new one; the Account view shows the new email after.
 */
export default function UpdateEmailView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, emailCss)
  const current = useKitState((state) => {
    const namespace = state.network.activeNamespace
    return (namespace && state.accounts[namespace]?.user?.email) ?? ''
  })
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const { busy, error, run } = useEmailAction(kit)
  // Once, whichever notices first (the code here, or the poll).
  const leave = useCallback(() => {
    if (kit.getState().modal.view === 'UpdateEmailWallet') kit.goBack()
  }, [kit])
  // While the new address's code is awaited, the change is polled each second (spec section 4):
  // confirmed elsewhere, the view goes back to the Account view.
  useEffect(() => {
    if (step !== 'secondary') return
    let stopped = false
    const timer = setInterval(() => {
      void loadEmailLogin(kit)
        .then((controller) => controller.emailUpdateState())
        .then((answer) => {
          if (!stopped && answer.state === 'done') leave()
        })
        .catch(() => {})
    }, emailChangePollMs)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [kit, step, leave])
  const errorText = error ? failureText(error, { catalogue: state.catalogue, t }) : ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (step === 'email') {
      if (await run((controller) => controller.updateEmail({ email }))) setStep('primary')
      return
    }
    const otp = code.trim()
    setCode('')
    if (step === 'primary') {
      if (await run((controller) => controller.verifyPrimaryOtp({ otp }))) setStep('secondary')
      return
    }
    if (await run((controller) => controller.verifySecondaryOtp({ otp }))) leave()
  }
  const lead =
    step === 'email'
      ? t('updateEmailLead')
      : t('codeSentTo', { email: step === 'primary' ? current || t('yourEmail') : email })
  return (
    <form ref={ref} className="email-form" onSubmit={submit} noValidate>
      <p className="email-lead">{lead}</p>
      {step === 'email' ? (
        <input
          key="email"
          className="email-input"
          type="email"
          value={email}
          placeholder={t('newEmail')}
          aria-label={t('newEmail')}
          aria-describedby="update-email-error"
          autoComplete="email"
          // biome-ignore lint/a11y/noAutofocus: the field is the only thing this step asks for
          autoFocus
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      ) : (
        <input
          key={step}
          className="email-input email-code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-label={t('oneTimeCode')}
          aria-describedby="update-email-error"
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing this step asks for
          autoFocus
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
        />
      )}
      <p id="update-email-error" className="email-error" role="alert">
        {errorText}
      </p>
      <button type="submit" className="email-button" aria-disabled={busy} aria-busy={busy}>
        {t('continue')}
      </button>
    </form>
  )
}
