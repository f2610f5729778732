import { WrongRecoverySecretError } from '../../keys/recoveryErrors.js'
import { element } from './dom.js'
import { FrameViewCancelledError } from './errors.js'
import { type FrameTextKey, text } from './frameTexts.js'
import { mountView } from './mountView.js'

const passkeyFailures: Record<string, FrameTextKey> = {
  PasskeyNotUsedError: 'passkeyNotUsed',
  PasskeyWithoutPrfError: 'passkeyWithoutPrf',
  PasskeyOfAnotherAccountError: 'passkeyOfAnotherAccount',
}

/** What the visitor reads when a passkey step fails. */
export function passkeyFailureText(failure: unknown): string {
  if (failure instanceof WrongRecoverySecretError) return text('wrongPasskey')
  const name = (failure as { name?: unknown } | null)?.name
  const key = typeof name === 'string' ? passkeyFailures[name] : undefined
  return text(key ?? 'somethingWentWrong')
}

/**
 * Unlocks the wallet on a new device with the passkey that protects it: `submit` asks the browser
 * for the passkey and opens the recovery share. A failure is said in the view and may be tried
 * again. Resolves once `submit` succeeded; rejects when the visitor cancels (or Escape), or on `signal`.
 */
export function askRecoveryPasskey(
  root: HTMLElement,
  parameters: { submit: () => Promise<void>; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const error = element('p', { class: 'error', role: 'alert' })
    const useButton = element('button', { type: 'button', class: 'primary' }, text('unlockWithPasskey'))
    const cancelButton = element('button', { type: 'button', class: 'secondary' }, text('cancel'))
    const view = element(
      'div',
      { class: 'view', role: 'group', 'aria-labelledby': 'passkey-title' },
      element('h1', { id: 'passkey-title' }, text('recoverTitle')),
      element('p', { class: 'lead' }, text('passkeyLead')),
      error,
      element('div', { class: 'actions' }, cancelButton, useButton),
    )
    const cancel = () => {
      unmount()
      reject(new FrameViewCancelledError())
    }
    const unmount = mountView(root, view, cancel)
    cancelButton.addEventListener('click', cancel)
    parameters.signal?.addEventListener('abort', cancel, { once: true })
    useButton.addEventListener('click', () => {
      if (useButton.getAttribute('aria-busy') === 'true') return
      error.textContent = ''
      useButton.setAttribute('aria-busy', 'true')
      useButton.textContent = text('working')
      parameters.submit().then(
        () => {
          unmount()
          resolve()
        },
        (failure: unknown) => {
          useButton.removeAttribute('aria-busy')
          useButton.textContent = text('unlockWithPasskey')
          error.textContent = passkeyFailureText(failure)
          useButton.focus()
        },
      )
    })
  })
}
