import { type FormEvent, useRef, useState } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { emailCss } from './emailCss.js'
import { useEmailAction } from './useEmailLogin.js'

/** One-time codes are six digits (the wallet service's). */
export const codeLength = 6

/**
 * EmailLogin: the one-time code sent to the visitor's email. The code is sent as soon as its six
 * digits are in (or on Continue); a wrong or expired code is said under the field and the field
 * is cleared for another try; Resend asks for a new code (refused within 30 s of the last one).
 * Once the code is right the wallet is set up (the frame may ask for the recovery password) and
 * connected.
 */
export default function EmailOtpView() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, emailCss)
  const email = useKitState((state) => state.modal.data?.email) ?? ''
  const [code, setCode] = useState('')
  const verify = useEmailAction(kit)
  const resend = useEmailAction(kit)
  const [resent, setResent] = useState(false)
  const error = verify.error ?? resend.error
  const errorText = error
    ? failureText(error, { catalogue: state.catalogue, t })
    : resent
      ? t('codeResent')
      : ''

  const send = async (value: string) => {
    setResent(false)
    const done = await verify.run((controller) => controller.connectOtp({ otp: value }))
    if (!done) setCode('')
  }
  const onChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, codeLength)
    setCode(digits)
    if (digits.length === codeLength) void send(digits)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.length === codeLength) void send(code)
  }
  return (
    <form ref={ref} className="email-form" onSubmit={submit} noValidate>
      <p className="email-lead">{t('codeSentTo', { email })}</p>
      <p className="email-hint">{t('codeHint')}</p>
      <input
        className="email-input email-code"
        name="code"
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        aria-label={t('oneTimeCode')}
        aria-invalid={verify.error ? true : undefined}
        aria-describedby="code-error"
        // biome-ignore lint/a11y/noAutofocus: the code is the only thing this view asks for
        autoFocus
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p id="code-error" className="email-error" role="alert">
        {verify.busy ? t('AUTHENTICATING') : errorText}
      </p>
      <button type="submit" className="email-button" aria-disabled={verify.busy} aria-busy={verify.busy}>
        {t('continue')}
      </button>
      <button
        type="button"
        className="email-button"
        data-kind="secondary"
        aria-disabled={resend.busy}
        onClick={async () => {
          setResent(false)
          if (await resend.run((controller) => controller.resendCode())) setResent(true)
        }}
      >
        {t('resendCode')}
      </button>
    </form>
  )
}
