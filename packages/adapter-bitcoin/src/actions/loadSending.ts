import { loadOnce } from '@latchkit/core'

export type { BitcoinSendTransferParameters } from './planTransfer.js'
export type { BitcoinSignPsbtParameters, BitcoinSignPsbtResult } from './signPsbt.js'

/**
 * The sending part (sending.ts: bitcoinjs-lib and the elliptic curve with it), fetched on the
 * visitor's first send, fee estimate, PSBT signing or address check; later calls share that load,
 * and a failed load is tried again on the next. `loaded()` is the part once it is here.
 *
 * @example
 * const { sendTransfer } = await sendingCode.get()
 */
export const sendingCode = loadOnce(() => import('./sending.js'))

/** The sending part, loaded on the first call. */
export const loadSending = sendingCode.get
