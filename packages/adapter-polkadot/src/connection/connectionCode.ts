// Connecting, restoring, following and moving a connection, in one chunk: the page loads it with
// the visitor's first connect or a restore at start, not with every page.
export { connectWallet, disconnectWallet, reconnectWallet } from './connectWallet.js'
export { switchWalletNetwork } from './switchWalletNetwork.js'
