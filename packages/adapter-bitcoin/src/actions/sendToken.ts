import type { SendTokenParameters } from '@latchkit/core'
import type { BitcoinAdapterContext } from '../adapter/bitcoinAdapterContext.js'
import { toTransferParameters } from './sendForm.js'
import { sendTransfer } from './sendTransfer.js'

/**
 * Sends what the modal's send form holds: the network's currency, `sendTokenAmount` of it to
 * `receiverAddress`, as {@link sendTransfer} does (coins, fee estimate, the wallet signs, the
 * adapter broadcasts). Resolves the txid; `balanceChanged` follows once it confirms.
 *
 * @example
 * const txid = await sendToken(context, { connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.001', receiverAddress: 'bc1q...' }, signal)
 * @throws what {@link toTransferParameters} and {@link sendTransfer} throw.
 */
export function sendToken(
  context: BitcoinAdapterContext,
  parameters: SendTokenParameters<'bip122'>,
  signal: AbortSignal,
): Promise<string> {
  return sendTransfer(context, toTransferParameters(context, parameters), signal)
}
