// Sends (transactions, tokens, call batches) and the gas readers the send form uses, loaded on
// first use: viem's transaction preparation, ABI encoding and fee estimation are the adapter's
// largest dependencies, and a visitor who only connects never needs them.
export { estimateGas } from './estimateGas.js'
export { estimateSendFee } from './estimateSendFee.js'
export { getGasPrice } from './getGasPrice.js'
export { sendCalls } from './sendCalls.js'
export { sendToken } from './sendToken.js'
export { sendTransaction } from './sendTransaction.js'
