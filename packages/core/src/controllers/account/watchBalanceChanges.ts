import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountController } from './accountController.js'

/**
 * Re-reads a namespace's balances when its adapter reports a confirmed transaction
 * (`balanceChanged`), past the 30 s cache; returns a function that stops listening.
 */
export function watchBalanceChanges(parameters: {
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  accounts: Pick<AccountController, 'handleBalanceChanged'>
}): () => void {
  const stops = [...parameters.adapters.entries()].map(([namespace, adapter]) =>
    adapter.emitter.on('balanceChanged', (changed) => {
      void parameters.accounts.handleBalanceChanged(namespace, changed)
    }),
  )
  return () => {
    for (const stop of stops) stop()
  }
}
