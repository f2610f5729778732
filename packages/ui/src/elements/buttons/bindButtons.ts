import type { LatchKit } from '@latchkit/core'
import { addBinding, refreshButtons } from './buttonRegistry.js'
import { defineLatchButtons } from './defineButtons.js'
import { createKitButtonBinding } from './kitButtonBinding.js'

/**
 * Makes every kit button of the page (`<latch-button>`, `<latch-connect-button>`,
 * `<latch-account-button>`, `<latch-network-button>`, present now or added later) show `kit`'s
 * state: connecting, the connected account (profile name or truncated address, and the balance on
 * the account button), the active network's name. Once the visitor connected, the name and balance
 * are read without opening the Account view. A click opens `kit`'s modal at the button's
 * view (Connect, Account or Networks), for the namespace in the button's `namespace` attribute.
 * Defines the button elements if needed. Returns a function that unbinds them; a no-op on the server.
 * `createLatchKit` of `@latchkit/ui` calls it, so sites rarely need to.
 *
 * @example
 * const stop = bindLatchButtons(kit)
 * document.body.insertAdjacentHTML('beforeend', '<latch-button></latch-button>')
 */
export function bindLatchButtons(kit: LatchKit): () => void {
  if (typeof document === 'undefined') return () => {}
  defineLatchButtons()
  const binding = createKitButtonBinding(kit)
  const removeBinding = addBinding(binding)
  const stopFollowing = kit.subscribe(
    (state) => [state.accounts, state.network] as const,
    () => {
      binding.forgetDisconnected()
      refreshButtons()
    },
    { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] },
  )
  return () => {
    stopFollowing()
    removeBinding()
  }
}
