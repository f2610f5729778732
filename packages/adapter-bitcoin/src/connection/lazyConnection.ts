import { loadOnce } from '@latchkit/core'

/**
 * Connecting, restoring and following a connection, in a chunk of its own: it loads with the first
 * connect or restore (a returning visitor's page restores at start), not with every page.
 */
export const connectionCode = loadOnce(() => import('./connectWallet.js'))
