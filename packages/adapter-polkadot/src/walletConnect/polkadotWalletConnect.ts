import { type ChainAdapterWalletConnect, loadOnce } from '@latchkit/core'
import type { PolkadotAdapterContext } from '../adapter/polkadotAdapterContext.js'

/** The WalletConnect part of the adapter, in a chunk of its own: it loads once a session is approved or restored. */
const walletConnectCode = loadOnce(() => import('./connectWalletConnect.js'))

/** The WalletConnect methods of the `polkadot` namespace. */
export const polkadotWalletConnectMethods = ['polkadot_signTransaction', 'polkadot_signMessage'] as const

/**
 * The `polkadot` namespace's part of the kit's WalletConnect sessions: what it asks for in a
 * session proposal, and `connect`, which downloads the WalletConnect code when the kit hands a
 * session over. Everything else of it stays out of the page's first download.
 */
export function createPolkadotWalletConnect(context: PolkadotAdapterContext): ChainAdapterWalletConnect {
  return {
    methods: polkadotWalletConnectMethods,
    events: ['accountsChanged', 'chainChanged'],
    connect: (parameters) =>
      walletConnectCode.get().then(({ connectWalletConnect }) => connectWalletConnect(context, parameters)),
  }
}
