import { WrongRecoverySecretError } from '../../keys/recoveryErrors.js'
import { element } from './dom.js'
import { FrameViewCancelledError } from './errors.js'
import { text } from './frameTexts.js'
import { mountView } from './mountView.js'
import { passkeyFailureText } from './passkeyView.js'

/** The shortest recovery password accepted (NIST SP 800-63B's floor for chosen secrets). */
export const minimumPasswordLength = 8

/**
 * Asks the visitor for the recovery password: twice when creating the wallet, once to unlock it
 * on a new device. `submit` runs with it; a wrong password is said in the view and may be tried
 * again. With `submitPasskey` (creating, where the browser has passkeys), the visitor may protect
 * the wallet with a passkey instead. Resolves once `submit` or `submitPasskey` succeeded; rejects
 * when the visitor cancels (or Escape), or on `signal`.
 */
export function askRecoveryPassword(
  root: HTMLElement,
  parameters: {
    mode: 'create' | 'recover'
    submit: (password: string) => Promise<void>
    submitPasskey?: (() => Promise<void>) | undefined
    signal?: AbortSignal
  },
): Promise<void> {
  const create = parameters.mode === 'create'
  return new Promise((resolve, reject) => {
    const error = element('p', { class: 'error', role: 'alert', id: 'recovery-error' })
    const password = element('input', {
      id: 'recovery-password',
      type: 'password',
      autocomplete: create ? 'new-password' : 'current-password',
      required: true,
      'aria-describedby': 'recovery-error',
    })
    const confirm = create
      ? element('input', {
          id: 'recovery-confirm',
          type: 'password',
          autocomplete: 'new-password',
          required: true,
        })
      : undefined
    const submitButton = element(
      'button',
      { type: 'submit', class: 'primary' },
      text(create ? 'createWallet' : 'unlockWallet'),
    )
    const cancelButton = element('button', { type: 'button', class: 'secondary' }, text('cancel'))
    const passkeyButton =
      create && parameters.submitPasskey
        ? element('button', { type: 'button', class: 'secondary' }, text('usePasskey'))
        : undefined
    const form = element(
      'form',
      { class: 'view', 'aria-labelledby': 'recovery-title', novalidate: true },
      element('h1', { id: 'recovery-title' }, text(create ? 'createTitle' : 'recoverTitle')),
      element('p', { class: 'lead' }, text(create ? 'createLead' : 'recoverLead')),
      element('label', { for: 'recovery-password' }, text('password')),
      password,
      confirm && element('label', { for: 'recovery-confirm' }, text('confirmPassword')),
      confirm,
      error,
      element('div', { class: 'actions' }, cancelButton, submitButton),
      passkeyButton,
    )
    const cancel = () => {
      unmount()
      reject(new FrameViewCancelledError())
    }
    const unmount = mountView(root, form, cancel)
    cancelButton.addEventListener('click', cancel)
    const submitPasskey = parameters.submitPasskey
    if (passkeyButton && submitPasskey)
      passkeyButton.addEventListener('click', () => {
        if (passkeyButton.getAttribute('aria-busy') === 'true') return
        error.textContent = ''
        passkeyButton.setAttribute('aria-busy', 'true')
        submitPasskey().then(
          () => {
            unmount()
            resolve()
          },
          (failure: unknown) => {
            passkeyButton.removeAttribute('aria-busy')
            error.textContent = passkeyFailureText(failure)
            passkeyButton.focus()
          },
        )
      })
    parameters.signal?.addEventListener('abort', cancel, { once: true })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      if (submitButton.getAttribute('aria-busy') === 'true') return
      error.textContent = ''
      const value = password.value
      if (create && value.length < minimumPasswordLength) {
        error.textContent = text('passwordTooShort', { count: minimumPasswordLength })
        return password.focus()
      }
      if (confirm && confirm.value !== value) {
        error.textContent = text('passwordsDiffer')
        return confirm.focus()
      }
      submitButton.setAttribute('aria-busy', 'true')
      submitButton.textContent = text('working')
      parameters.submit(value).then(
        () => {
          unmount()
          resolve()
        },
        (failure: unknown) => {
          submitButton.removeAttribute('aria-busy')
          submitButton.textContent = text(create ? 'createWallet' : 'unlockWallet')
          error.textContent =
            failure instanceof WrongRecoverySecretError ? text('wrongPassword') : text('somethingWentWrong')
          password.select()
          password.focus()
        },
      )
    })
  })
}
