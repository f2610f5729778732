import { loadOnce } from '@latchkit/core'

// The adapter's parts a page does not need before the visitor acts, each behind a dynamic
// `import()` so a bundler splits it into its own chunk, fetched the first time it is used.

/**
 * Connecting a wallet (and its rejection errors) and disconnecting one: fetched on the visitor's
 * first connect or disconnect.
 */
export const loadConnecting = loadOnce(() => import('../connection/connecting.js')).get

/** Balances and the ENS profile, for a connected account. */
export const loadAccountReaders = loadOnce(() => import('../account/accountReaders.js')).get

/** Message and typed-data signing. */
export const loadSigning = loadOnce(() => import('../actions/signing.js')).get

/** Sends and gas readers. */
export const loadTransactions = loadOnce(() => import('../actions/transactions.js')).get

/** Network switching (and adding a network the wallet lacks). */
export const loadNetworkSwitching = loadOnce(() => import('../networks/switchNetwork.js')).get

/** The WalletConnect session connector. */
export const loadWalletConnect = loadOnce(() => import('../walletConnect/evmWalletConnect.js')).get

/** Chain RPC: what serves the adapter's transports, from a chain's first request on. */
export const loadChainRpc = loadOnce(() => import('../transport/chainRpc.js')).get
