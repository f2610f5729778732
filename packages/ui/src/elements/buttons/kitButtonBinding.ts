import { isChainNamespace, type LatchKit, type View } from '@latchkit/core'
import type { ButtonBinding, RegisteredButton } from './buttonRegistry.js'
import type { ButtonState } from './buttonState.js'
import { kitButtonState } from './kitButtonState.js'

/**
 * How the page's buttons follow `kit`: each shows its namespace's state, and a click opens the modal.
 * What a connected button shows but the kit has not read yet is read once per connected account:
 * the profile name (`<latch-button>`, `<latch-account-button>`) and the balance (the account
 * button). Nothing is read before the visitor connected. `forgetDisconnected` lets an account that
 * connects again be read again.
 */
export function createKitButtonBinding(kit: LatchKit): ButtonBinding & { forgetDisconnected(): void } {
  // Keys `<what>|<caip address>` of the reads already asked for.
  const requested = new Set<string>()

  function readOnce(what: 'balance' | 'identity', address: string, read: () => Promise<void>) {
    const key = `${what}|${address}`
    if (requested.has(key)) return
    requested.add(key)
    // Later: this runs inside the kit's own state notification.
    queueMicrotask(() => void read().catch(() => {}))
  }

  return {
    stateFor(button: RegisteredButton): ButtonState {
      const state = kitButtonState(kit.getState(), button.namespace)
      const namespace = button.namespace ?? kit.getState().network.activeNamespace
      if (!state.address || state.status !== 'connected' || !namespace) return state
      if (button.kind === 'account' && state.balance === undefined)
        readOnce('balance', state.address, () => kit.fetchBalance(namespace))
      const account = kit.getState().accounts[namespace]
      if ((button.kind === 'account' || button.kind === 'button') && account?.profileName === undefined)
        readOnce('identity', state.address, () => kit.fetchIdentity(namespace))
      return state
    },
    open: ({ view, namespace }) =>
      kit.open({ view: view as View, ...(namespace && isChainNamespace(namespace) ? { namespace } : {}) }),
    forgetDisconnected() {
      const connected = new Set(
        Object.values(kit.getState().accounts).map((account) => account?.caipAddress ?? account?.address),
      )
      for (const key of requested) if (!connected.has(key.slice(key.indexOf('|') + 1))) requested.delete(key)
    },
  }
}
