import { formatAmount, type SendFeeEstimate, type SendTokenParameters } from '@latchkit/core'
import { type PolkadotAdapterContext, resolveNetwork } from '../adapter/polkadotAdapterContext.js'
import { estimateTransferFee } from './estimateTransferFee.js'
import { toTransferParameters } from './sendForm.js'

/**
 * What {@link sendToken} with the send form's values would pay in fees, in whole units of the
 * network's token (`"0.0157"`), as the chain computes it for that `balances.transferKeepAlive`,
 * and, as `reserve`, the existential deposit the transfer must leave in the account.
 *
 * @example
 * const { fee, symbol } = await estimateSendFee(context, { connectorId, network, token: { type: 'native' }, sendTokenAmount: '1.5', receiverAddress: '15oF4u…' })
 * @throws what {@link toTransferParameters} throws, and the transfer's checks (amount, address).
 */
export async function estimateSendFee(
  context: PolkadotAdapterContext,
  parameters: SendTokenParameters<'polkadot'>,
): Promise<SendFeeEstimate> {
  const { fee, existentialDeposit } = await estimateTransferFee(
    context,
    toTransferParameters(context, parameters),
  )
  const { decimals, symbol } = resolveNetwork(context, parameters.network).nativeCurrency
  // The existential deposit stays behind: "max" sends the balance less the fee and it.
  return { fee: formatAmount(fee, decimals), symbol, reserve: formatAmount(existentialDeposit, decimals) }
}
