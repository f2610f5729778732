import { isChainNamespace, type LatchKit, type View } from '@latchkit/core'
import { defineLatchElements } from '../defineElements.js'
import { addBinding, type RegisteredButton, refreshButtons } from './buttonRegistry.js'
import type { ButtonState } from './buttonState.js'
import { kitButtonState } from './kitButtonState.js'

/**
 * Makes every kit button of the page (`<latch-button>`, `<latch-connect-button>`,
 * `<latch-account-button>`, `<latch-network-button>`, present now or added later) show `kit`'s
 * state: connecting, the connected account (profile name or truncated address, and the balance on
 * the account button), the active network's name. A click opens `kit`'s modal at the button's
 * view (Connect, Account or Networks), for the family in the button's `namespace` attribute.
 * Defines the elements if needed. Returns a function that unbinds them; a no-op on the server.
 * `createLatchKit` of `@latchkit/ui` calls it, so sites rarely need to.
 *
 * @example
 * const stop = bindLatchButtons(kit)
 * document.body.insertAdjacentHTML('beforeend', '<latch-button></latch-button>')
 */
export function bindLatchButtons(kit: LatchKit): () => void {
  if (typeof document === 'undefined') return () => {}
  defineLatchElements()
  const balanceRequested = new Set<string>()

  function stateFor(button: RegisteredButton): ButtonState {
    const state = kitButtonState(kit.getState(), button.namespace)
    // The account button shows the balance: read it once per connected address it shows.
    const namespace = button.namespace ?? kit.getState().network.activeNamespace
    if (button.kind === 'account' && state.address && state.balance === undefined && namespace) {
      if (!balanceRequested.has(state.address)) {
        balanceRequested.add(state.address)
        // Later: this runs inside the kit's own state notification.
        queueMicrotask(() => void kit.fetchBalance(namespace).catch(() => {}))
      }
    }
    return state
  }

  const removeBinding = addBinding({
    stateFor,
    open: ({ view, namespace }) =>
      kit.open({ view: view as View, ...(namespace && isChainNamespace(namespace) ? { namespace } : {}) }),
  })
  const stopFollowing = kit.subscribe(
    (state) => [state.accounts, state.network] as const,
    () => refreshButtons(),
    { equalityFn: (a, b) => a[0] === b[0] && a[1] === b[1] },
  )
  return () => {
    stopFollowing()
    removeBinding()
  }
}
