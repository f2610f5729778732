import {
  LatchAccountButtonElement,
  LatchButtonElement,
  LatchConnectButtonElement,
  LatchNetworkButtonElement,
} from './buttons.js'

const buttons = {
  'latch-button': LatchButtonElement,
  'latch-connect-button': LatchConnectButtonElement,
  'latch-account-button': LatchAccountButtonElement,
  'latch-network-button': LatchNetworkButtonElement,
} as const

/**
 * Registers the four kit buttons (not `<latch-modal>`: a kit loads its modal element with the
 * modal's code). Safe to call any number of times; a no-op on the server.
 */
export function defineLatchButtons(): void {
  if (typeof customElements === 'undefined') return
  for (const [name, elementClass] of Object.entries(buttons))
    if (!customElements.get(name)) customElements.define(name, elementClass)
}
