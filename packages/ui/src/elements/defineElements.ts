import {
  LatchAccountButtonElement,
  LatchButtonElement,
  LatchConnectButtonElement,
  LatchNetworkButtonElement,
} from './buttons/buttons.js'
import { LatchModalElement } from './LatchModalElement.js'

const elements = {
  'latch-modal': LatchModalElement,
  'latch-button': LatchButtonElement,
  'latch-connect-button': LatchConnectButtonElement,
  'latch-account-button': LatchAccountButtonElement,
  'latch-network-button': LatchNetworkButtonElement,
} as const

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
  for (const [name, elementClass] of Object.entries(elements))
    if (!customElements.get(name)) customElements.define(name, elementClass)
}

declare global {
  interface HTMLElementTagNameMap {
    'latch-modal': LatchModalElement
    'latch-button': LatchButtonElement
    'latch-connect-button': LatchConnectButtonElement
    'latch-account-button': LatchAccountButtonElement
    'latch-network-button': LatchNetworkButtonElement
  }
}
