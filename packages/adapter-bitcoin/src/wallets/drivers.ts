// The code that talks to each wallet API, in a chunk of its own: the page's first download only
// finds the wallets (walletSource.ts); a wallet is driven once the visitor connects it or a
// connection is restored.
export { createSatsConnectWallet } from './satsConnect/satsConnectWallet.js'
export { createUnisatWallet } from './unisat/unisatWallet.js'
export { fromStandardBitcoinWallet } from './walletStandard/standardBitcoinWallet.js'
