// The sending part: bitcoinjs-lib, its ECC functions, coin selection, PSBTs and broadcasting. The
// adapter imports it with `import()` on the first send or PSBT signing (loadSending.ts), so none
// of it is in a page's first download.
export { sendTransfer } from './sendTransfer.js'
export { signPsbt } from './signPsbt.js'
