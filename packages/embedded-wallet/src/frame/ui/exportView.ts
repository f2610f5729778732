import { element } from './dom.js'
import { FrameViewCancelledError } from './errors.js'
import { text } from './frameTexts.js'
import { mountView } from './mountView.js'

/** The private keys shown after export (inside the frame only). */
export type ExportedKeys = { evm: string; solana: string }

/**
 * Key export (SECURITY.md: only inside the frame, after a fresh code): asks for the code mailed
 * to the visitor, then shows the keys with a warning until Done. The keys never leave this view.
 * Rejects when the visitor cancels.
 */
export function showKeyExport(
  root: HTMLElement,
  parameters: { email: string; verify: (code: string) => Promise<ExportedKeys>; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const error = element('p', { class: 'error', role: 'alert', id: 'export-error' })
    const code = element('input', {
      id: 'export-code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
      'aria-describedby': 'export-error',
    })
    const submit = element('button', { type: 'submit', class: 'primary' }, text('showKeys'))
    const cancelButton = element('button', { type: 'button', class: 'secondary' }, text('cancel'))
    const form = element(
      'form',
      { class: 'view', 'aria-labelledby': 'export-title', novalidate: true },
      element('h1', { id: 'export-title' }, text('exportTitle')),
      element('p', { class: 'lead' }, text('exportLead', { email: parameters.email })),
      element('label', { for: 'export-code' }, text('code')),
      code,
      error,
      element('div', { class: 'actions' }, cancelButton, submit),
    )
    let unmount = mountView(root, form, () => cancel())
    const cancel = () => {
      unmount()
      reject(new FrameViewCancelledError())
    }
    cancelButton.addEventListener('click', cancel)
    parameters.signal?.addEventListener('abort', () => cancel(), { once: true })
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      error.textContent = ''
      parameters.verify(code.value.trim()).then(
        (keys) => {
          unmount()
          const done = element('button', { type: 'button', class: 'primary' }, text('done'))
          const keyField = (label: 'evmKey' | 'solanaKey', value: string) => [
            element('dt', {}, text(label)),
            element('dd', {}, element('code', { class: 'secret', tabindex: '0' }, value)),
          ]
          const shown = element(
            'div',
            { class: 'view', role: 'group', 'aria-labelledby': 'keys-title' },
            element('h1', { id: 'keys-title' }, text('exportTitle')),
            element('p', { class: 'warning', role: 'note' }, text('exportWarning')),
            element(
              'dl',
              { class: 'facts' },
              ...keyField('evmKey', keys.evm),
              ...keyField('solanaKey', keys.solana),
            ),
            element('div', { class: 'actions' }, done),
          )
          const finish = () => {
            unmount()
            resolve()
          }
          unmount = mountView(root, shown, finish)
          done.addEventListener('click', finish)
        },
        () => {
          error.textContent = text('wrongCode')
          code.select()
          code.focus()
        },
      )
    })
  })
}
