// The sending part: bitcoinjs-lib, its ECC functions, coin selection, PSBTs and broadcasting. The
// adapter imports it with `import()` on the first send, fee estimate, PSBT signing or address
// check (loadSending.ts), so none of it is in a page's first download.
export { estimateSendFee } from './estimateSendFee.js'
export { isBitcoinAddress } from './isBitcoinAddress.js'
export { sendToken } from './sendToken.js'
export { sendTransfer } from './sendTransfer.js'
export { signPsbt } from './signPsbt.js'
