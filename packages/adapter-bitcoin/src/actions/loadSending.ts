import { loadOnce } from '@latchkit/core'

export type { BitcoinSendTransferParameters } from './sendTransfer.js'
export type { BitcoinSignPsbtParameters, BitcoinSignPsbtResult } from './signPsbt.js'

/**
 * The sending part (sending.ts: bitcoinjs-lib and the elliptic curve with it), fetched on the
 * visitor's first send or PSBT signing; later calls share that load, and a failed load is tried
 * again on the next.
 *
 * @example
 * const { sendTransfer } = await loadSending()
 */
export const loadSending = loadOnce(() => import('./sending.js')).get
