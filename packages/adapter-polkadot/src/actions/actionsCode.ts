// The adapter's actions that need @polkadot/api or SS58 (reading balances, signing, sending), in
// one chunk fetched on the first of them; @polkadot/api itself loads with the first client.
export { readFreeAndReservedBalance } from '../account/readFreeAndReservedBalance.js'
export { signMessage } from './signMessage.js'
export { transfer } from './transfer.js'
