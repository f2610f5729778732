import { formatAmount, type SendFeeEstimate, type SendTokenParameters } from '@latchkit/core'
import { type BitcoinAdapterContext, resolveNetwork } from '../adapter/bitcoinAdapterContext.js'
import { estimateTransferFee } from './estimateTransferFee.js'
import { toTransferParameters } from './sendForm.js'

/**
 * What {@link sendToken} with the send form's values would pay in fees now, in whole units of the
 * network's currency (`"0.00000705"`): the Esplora API's fee rate for 6 blocks and the send's own
 * coin selection. For more than the coins can pay with the fee (the form's "max" asks with the
 * whole balance), the fee of sending every coin worth spending.
 *
 * @example
 * const { fee, symbol } = await estimateSendFee(context, { connectorId, network, token: { type: 'native' }, sendTokenAmount: '0.001', receiverAddress: 'bc1q...' })
 * @throws what {@link toTransferParameters} throws, and the send's checks (amount, address, dust).
 */
export async function estimateSendFee(
  context: BitcoinAdapterContext,
  parameters: SendTokenParameters<'bip122'>,
): Promise<SendFeeEstimate> {
  const fee = await estimateTransferFee(context, toTransferParameters(context, parameters))
  const { decimals, symbol } = resolveNetwork(context, parameters.network).nativeCurrency
  return { fee: formatAmount(fee, decimals), symbol }
}
