import { type FormEvent, useRef, useState } from 'react'
import { failureText } from '../../../i18n/visitorText.js'
import { useKit } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { emailCss } from '../email/emailCss.js'
import { loadEmailLogin, useEmailAction } from '../email/useEmailLogin.js'

/**
 * The Connect view's email method (spec section 2): an email field and Continue. Focusing the
 * field downloads the email feature's code (no request leaves the page until the visitor
 * submits); Continue asks for a one-time code (the EmailLogin view asks for it next), or connects
 * at once when the wallet still holds this visitor's session. Failures are said under the field.
 */
export function EmailSection() {
  const kit = useKit()
  const { state, t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, emailCss)
  const [email, setEmail] = useState('')
  const { busy, error, run } = useEmailAction(kit)
  const errorText = error ? failureText(error, { catalogue: state.catalogue, t }) : ''

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run((controller) => controller.connectEmail({ email }))
  }
  return (
    <form ref={ref} className="email-form" onSubmit={submit} noValidate>
      <div className="email-row">
        <input
          className="email-input"
          type="email"
          name="email"
          value={email}
          placeholder={t('email')}
          aria-label={t('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby="email-error"
          autoComplete="email"
          spellCheck={false}
          onFocus={() => void loadEmailLogin(kit).catch(() => {})}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className="email-button" aria-disabled={busy} aria-busy={busy}>
          {t('continue')}
        </button>
      </div>
      <p id="email-error" className="email-error" role="alert">
        {errorText}
      </p>
    </form>
  )
}
