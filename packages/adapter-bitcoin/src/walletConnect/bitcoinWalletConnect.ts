import { type ChainAdapterWalletConnect, loadOnce } from '@latchkit/core'
import type { BitcoinAdapterContext } from '../adapter/bitcoinAdapterContext.js'

/** The WalletConnect part of the adapter, in a chunk of its own: it loads once a session is approved or restored. */
const walletConnectCode = loadOnce(() => import('./connectWalletConnect.js'))

/**
 * The `bip122` namespace's part of the kit's WalletConnect sessions: what it asks for in a session
 * proposal, and `connect`, which downloads the WalletConnect code when the kit hands a session
 * over. Everything else of it stays out of the page's first download.
 */
export function createBitcoinWalletConnect(context: BitcoinAdapterContext): ChainAdapterWalletConnect {
  return {
    methods: ['signMessage', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
    connect: (parameters) =>
      walletConnectCode.get().then(({ connectWalletConnect }) => connectWalletConnect(context, parameters)),
  }
}
