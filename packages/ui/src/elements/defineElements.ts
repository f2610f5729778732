import type {
  LatchAccountButtonElement,
  LatchButtonElement,
  LatchConnectButtonElement,
  LatchNetworkButtonElement,
} from './buttons/buttons.js'
import { defineLatchButtons } from './buttons/defineButtons.js'
import type { OpenRequest } from './buttons/LatchButtonBase.js'
import { LatchModalElement } from './LatchModalElement.js'

/**
 * Registers `<latch-modal>` and the buttons. Safe to call any number of times, and a no-op on
 * the server (no `customElements` there).
 *
 * @example
 * defineLatchElements()
 * document.body.insertAdjacentHTML('beforeend', '<latch-button></latch-button>')
 */
export function defineLatchElements(): void {
  if (typeof customElements === 'undefined') return
  defineLatchButtons()
  if (!customElements.get('latch-modal')) customElements.define('latch-modal', LatchModalElement)
}

declare global {
  interface HTMLElementTagNameMap {
    'latch-modal': LatchModalElement
    'latch-button': LatchButtonElement
    'latch-connect-button': LatchConnectButtonElement
    'latch-account-button': LatchAccountButtonElement
    'latch-network-button': LatchNetworkButtonElement
  }
  interface HTMLElementEventMap {
    /** From `<latch-modal>`: a wallet row was chosen. */
    'latch-select': CustomEvent<{ connectorId: string }>
    /** From a kit button (bubbles, composed, cancelable): it asks to open the modal at `view`. */
    'latch-open': CustomEvent<OpenRequest>
    /** From `<latch-modal>`: it closed. */
    'latch-close': Event
    /** From `<latch-modal>`: its code failed to load (`detail.error` is a `ModalLoadError`). */
    'latch-error': CustomEvent<{ error: unknown }>
  }
}
