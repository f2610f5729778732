// The adapter's actions that need @polkadot/api or SS58 (reading balances, signing, sending, fee
// estimates, exact address checks), in one chunk fetched on the first of them; @polkadot/api
// itself loads with the first client.
export { readFreeAndReservedBalance } from '../account/readFreeAndReservedBalance.js'
export { readTokenBalances } from '../account/readTokenBalances.js'
export { decodeSs58 } from '../utils/ss58.js'
export { estimateSendFee } from './estimateSendFee.js'
export { sendToken } from './sendToken.js'
export { signMessage } from './signMessage.js'
export { transfer } from './transfer.js'
