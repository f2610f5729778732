import { WalletFeatureNotSupportedError } from '@latchkit/core'
import type { Adapter } from '@solana/wallet-adapter-base'
import type { SolanaWallet, SolanaWalletAccount } from './solanaWallet.js'

/** Ready states in which a wallet-adapter-base adapter can connect. */
const usableReadyStates: readonly string[] = ['Installed', 'Loadable']

/** Whether the adapter can connect on this page (its wallet is installed or loads on demand). */
export function isUsableAdapter(adapter: Adapter): boolean {
  return usableReadyStates.includes(adapter.readyState)
}

const accountOf = (adapter: Adapter): SolanaWalletAccount[] =>
  adapter.connected && adapter.publicKey
    ? [{ address: adapter.publicKey.toBase58(), publicKey: adapter.publicKey.toBytes() }]
    : []

/**
 * A `@solana/wallet-adapter-base` adapter the site passed, as the adapter's {@link SolanaWallet}
 * (connector type `EXTERNAL`). Adapters have no silent connect: a silent connect answers only an
 * adapter that is connected already (the site's own wallet-adapter set-up may have auto-connected it).
 */
export function fromWalletAdapter(adapter: Adapter): SolanaWallet {
  return {
    id: adapter.name,
    name: adapter.name,
    icon: adapter.icon,
    type: 'EXTERNAL',
    provider: adapter,
    // Adapters connect to one cluster chosen by the site; they do not list chains.
    supportsChain: (chains) => chains[0],
    async connect({ silent }) {
      if (!adapter.connected && !silent) await adapter.connect()
      return accountOf(adapter)
    },
    async disconnect() {
      await adapter.disconnect()
    },
    accounts: () => accountOf(adapter),
    onAccountsChanged(listener) {
      const onConnect = () => listener(accountOf(adapter))
      const onDisconnect = () => listener([])
      adapter.on('connect', onConnect)
      adapter.on('disconnect', onDisconnect)
      return () => {
        adapter.off('connect', onConnect)
        adapter.off('disconnect', onDisconnect)
      }
    },
    canSignMessage: 'signMessage' in adapter,
    canSignTransaction: 'signTransaction' in adapter,
    async signMessage({ message }) {
      if (!('signMessage' in adapter))
        throw new WalletFeatureNotSupportedError({ wallet: adapter.name, feature: 'sign messages' })
      return adapter.signMessage(message)
    },
    async signTransaction({ transaction }) {
      if (!('signTransaction' in adapter))
        throw new WalletFeatureNotSupportedError({ wallet: adapter.name, feature: 'sign transactions' })
      return adapter.signTransaction(transaction)
    },
    signAndSendTransaction: ({ transaction, connection, options }) =>
      adapter.sendTransaction(transaction, connection, options),
  }
}
