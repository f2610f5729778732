import { loadOnce } from '@latchkit/core'

export type { PolkadotFreeAndReservedBalance } from '../account/readFreeAndReservedBalance.js'
export type { PolkadotTransferBlock } from './followTransfer.js'
export type { PolkadotSignMessageParameters } from './signMessage.js'
export type { PolkadotTransfer, PolkadotTransferParameters } from './transfer.js'

/**
 * The actions chunk (actionsCode.ts), fetched on the first balance read, signature, transfer, fee
 * estimate or address check. `loaded()` is the chunk once it is here.
 */
export const actionsCode = loadOnce(() => import('./actionsCode.js'))
