import { loadOnFirstUse } from './loadOnFirstUse.js'

// The adapter's parts a page does not need before the visitor acts, each behind a dynamic
// `import()` so a bundler splits it into its own chunk, fetched the first time it is used.

/** Balances and the ENS profile, for a connected account. */
export const loadAccountReaders = loadOnFirstUse(() => import('../account/accountReaders.js'))

/** Message and typed-data signing. */
export const loadSigning = loadOnFirstUse(() => import('../actions/signing.js'))

/** Sends and gas readers. */
export const loadTransactions = loadOnFirstUse(() => import('../actions/transactions.js'))

/** Network switching (and adding a network the wallet lacks). */
export const loadNetworkSwitching = loadOnFirstUse(() => import('../networks/switchNetwork.js'))

/** The WalletConnect session connector. */
export const loadWalletConnect = loadOnFirstUse(() => import('../walletConnect/evmWalletConnect.js'))
