import { type Connector, createChangeWaiters } from '@latchkit/core'
import type { Adapter } from '@solana/wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { fromWalletAdapter, isUsableAdapter } from '../wallets/adapterWallet.js'
import type { SolanaWallet } from '../wallets/solanaWallet.js'
import { fromStandardWallet, isSolanaStandardWallet } from '../wallets/standardWallet.js'

/** The wallets the adapter can offer, kept up to date as wallets register and adapters get ready. */
export type WalletSource = {
  list(): readonly SolanaWallet[]
  find(id: string): SolanaWallet | undefined
  /** Resolves the wallet `id` once it is there, or `undefined` after `timeoutMs`. */
  waitFor(id: string, timeoutMs: number): Promise<SolanaWallet | undefined>
  /** Stops following registrations. */
  stop(): void
}

/** A LatchKit connector for a wallet. */
export function toConnector(wallet: SolanaWallet): Connector {
  return {
    id: wallet.id,
    type: wallet.type,
    name: wallet.name,
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    chainNamespaces: ['solana'],
    provider: wallet.provider,
  }
}

/**
 * Follows wallet-standard registrations (`@wallet-standard/app`) for wallets that serve Solana,
 * and the site's wallet-adapter-base adapters that can connect here. A standard wallet wins over
 * an adapter of the same name (the adapter usually wraps the same extension). The embedded wallet,
 * when the site gives one, comes first: it never registers, so no page script can stand in for it.
 */
export function createWalletSource(parameters: {
  discoverStandardWallets: boolean
  adapters: readonly Adapter[]
  embedded?: SolanaWallet | undefined
  onChange: () => void
}): WalletSource {
  const standardWallets = new Map<Wallet, SolanaWallet>()
  let snapshot: readonly SolanaWallet[] = []
  const waiters = createChangeWaiters()

  const refresh = () => {
    const standard = [...standardWallets.values()]
    const names = new Set(standard.map((wallet) => wallet.name))
    const external = parameters.adapters
      .filter((adapter) => isUsableAdapter(adapter) && !names.has(adapter.name))
      .map(fromWalletAdapter)
    snapshot = [...(parameters.embedded ? [parameters.embedded] : []), ...standard, ...external]
    waiters.notify()
  }
  const changed = () => {
    refresh()
    parameters.onChange()
  }

  const stops: (() => void)[] = []
  if (parameters.discoverStandardWallets) {
    const wallets = getWallets()
    const add = (...added: readonly Wallet[]) => {
      for (const wallet of added)
        if (isSolanaStandardWallet(wallet) && !standardWallets.has(wallet))
          standardWallets.set(wallet, fromStandardWallet(wallet))
    }
    add(...wallets.get())
    stops.push(
      wallets.on('register', (...added) => {
        add(...added)
        changed()
      }),
      wallets.on('unregister', (...removed) => {
        for (const wallet of removed) standardWallets.delete(wallet)
        changed()
      }),
    )
  }
  for (const adapter of parameters.adapters) {
    adapter.on('readyStateChange', changed)
    stops.push(() => adapter.off('readyStateChange', changed))
  }
  refresh()

  const find = (id: string) => snapshot.find((wallet) => wallet.id === id)
  return {
    list: () => snapshot,
    find,
    waitFor: (id, timeoutMs) => waiters.waitFor(() => find(id), timeoutMs),
    stop() {
      for (const stop of stops.splice(0)) stop()
    },
  }
}
